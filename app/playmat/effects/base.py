"""Parts, predicates and the three kinds of scripts (attack, Ability, Trainer)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import IntEnum

from playmat.rules.attack import deal_base_damage
from playmat.rules.choices import Choice, ChoiceKind, Option
from playmat.rules.modifiers import Duration, Modifier, ModifierKind
from playmat.rules.scripting import AbilityKind, BoardFacts, EffectContext, Flow, TrainerRole
from playmat.rules.state import InPlay


class Stage(IntEnum):
    """When a part of an attack's text resolves (EN I-A-01 steps 3-5)."""

    #: Step 3-4a: text that settles the attack's own damage (flips, "more damage", discards
    #: that count, "before doing damage").
    BEFORE_DAMAGE = 1
    #: Step 4: damage to other targets and to itself (EN II-B-08, B-09: damage, not effects).
    DAMAGE = 2
    #: Step 5: effects other than damage, in printed order.
    EFFECTS = 3


@dataclass
class Estimate:
    """What an estimate of an attack has worked out so far (see :meth:`Part.estimate`)."""

    #: Coins flipped by the text so far.
    coins: int = 0
    #: Cards counted by the last counting part (discarded cards, for "for each card").
    counted: int = 0


class Part:
    """One piece of card text."""

    stage: Stage = Stage.EFFECTS
    #: What this part does for a computer player deciding whether to play a Trainer.
    role: TrainerRole | None = None
    #: A part that changes nothing by itself (flipping coins): it never makes a Trainer or an
    #: Ability worth using (P-00.6).
    incidental = False

    def describe(self) -> str:
        raise NotImplementedError

    def why_not(self, ctx: EffectContext) -> str | None:
        """P-00.6: why this part would change nothing now (or, for a cost, can't be paid)."""
        return None

    def estimate(self, damage: float, facts: BoardFacts, so_far: Estimate) -> float:
        """The attack's expected damage after this part, from ``damage`` before it; parts that
        don't change the damage return it as it is."""
        return damage

    def is_cost(self) -> bool:
        """A cost the rest of the text depends on ("Discard 2 cards. If you do, ..."): a
        Trainer or Ability whose cost can't be paid in full can't be used (E-19, E-30)."""
        return False

    def run(self, ctx: EffectContext) -> Flow:
        raise NotImplementedError
        yield  # pragma: no cover - makes every override a generator by contract


class Condition:
    """A predicate on the effect so far ("if heads", "if you do")."""

    def prefix(self) -> str:
        """The words that start the sentence ("If heads, ") or ``""`` for always."""
        raise NotImplementedError

    def holds(self, ctx: EffectContext) -> bool:
        raise NotImplementedError

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        """How likely the condition is to hold, for estimates (a coin: one half)."""
        raise NotImplementedError


class Always(Condition):
    def prefix(self) -> str:
        return ""

    def holds(self, ctx: EffectContext) -> bool:
        return True

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return 1.0


ALWAYS = Always()


def sentence(condition: Condition, text: str) -> str:
    """Join a condition's prefix and a sentence, capitalising as English wants."""
    prefix = condition.prefix()
    if not prefix:
        return text[0].upper() + text[1:]
    return prefix + text


def describe_parts(parts: Sequence[Part]) -> str:
    return " ".join(part.describe() for part in parts)


def lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


def refusal(parts: Sequence[Part], ctx: EffectContext) -> str | None:
    """P-00.6: why a Trainer or announce-type Ability made of ``parts`` can't be used now.

    A cost that can't be paid refuses it (E-19, E-30). Otherwise it is refused only when every
    part that would change the game says it would change nothing: Professor Kukui's damage
    bonus still counts with an empty deck, while Ultra Ball with an empty deck would only
    discard its cost.
    """
    for part in parts:
        if part.is_cost():
            reason = part.why_not(ctx)
            if reason:
                return reason
    reasons = []
    for part in parts:
        if part.is_cost() or part.incidental:
            continue
        reason = part.why_not(ctx)
        if reason is None:
            return None
        reasons.append(reason)
    return reasons[0] if reasons else None


def effect_clause(kind: ModifierKind, amount: int, subject: str) -> str:
    """What a lasting effect does to ``subject`` ("this Pokémon"), for descriptions."""
    more = "less" if amount < 0 else "more"
    if kind is ModifierKind.DAMAGE_DEALT:
        owner = subject + "'" if subject.endswith("s") else subject + "'s"
        return f"{owner} attacks do {abs(amount)} {more} damage to your opponent's Active Pokémon"
    verb = {
        ModifierKind.CANT_RETREAT: "can't retreat",
        ModifierKind.CANT_ATTACK: "can't attack",
        ModifierKind.PREVENT_DAMAGE: "takes no damage from attacks",
        ModifierKind.PREVENT_EFFECTS: "isn't affected by the effects of attacks",
        ModifierKind.DAMAGE_TAKEN: f"takes {abs(amount)} {more} damage from attacks",
    }[kind]
    return f"{subject} {verb}"


def effect_note(kind: ModifierKind, amount: int) -> str:
    """When a damage change counts in the damage steps (EN II-B-04, B-05), as a remark."""
    verb = "added" if amount >= 0 else "subtracted"
    if kind is ModifierKind.DAMAGE_DEALT:
        return f" ({verb} before Weakness and Resistance)"
    if kind is ModifierKind.DAMAGE_TAKEN:
        return f" ({verb} after Weakness and Resistance)"
    return ""


#: How long a lasting effect lasts, for descriptions (E-01, E-02).
DURATION_WORDS = {
    Duration.THIS_TURN: " this turn",
    Duration.OPPONENTS_NEXT_TURN: " during your opponent's next turn",
    Duration.YOUR_NEXT_TURN: " during your next turn",
    Duration.WHILE_IN_PLAY: "",
}


@dataclass(frozen=True)
class AttackScript:
    """An attack's text: parts resolved in the steps of EN I-A-01, printed order within each."""

    parts: tuple[Part, ...]

    def describe(self) -> str:
        return describe_parts(self.parts)

    def run(self, ctx: EffectContext) -> Flow:
        for part in self._at(Stage.BEFORE_DAMAGE):
            yield from part.run(ctx)
        if ctx.does_nothing:
            return
        deal_base_damage(ctx)
        for part in (*self._at(Stage.DAMAGE), *self._at(Stage.EFFECTS)):
            if ctx.ended:
                return
            yield from part.run(ctx)

    def _at(self, stage: Stage) -> list[Part]:
        return [part for part in self.parts if part.stage is stage]

    def expected_damage(self, printed: int | None, facts: BoardFacts) -> float:
        if printed is None:
            return 0.0
        damage, so_far = float(printed), Estimate()
        for part in self._at(Stage.BEFORE_DAMAGE):
            damage = part.estimate(damage, facts, so_far)
        return max(0.0, damage)


@dataclass(frozen=True)
class TrainerScript:
    parts: tuple[Part, ...]

    def describe(self) -> str:
        return describe_parts(self.parts)

    def why_not(self, ctx: EffectContext) -> str | None:
        return refusal(self.parts, ctx)

    def run(self, ctx: EffectContext) -> Flow:
        for part in self.parts:
            if ctx.ended:
                return
            yield from part.run(ctx)

    def roles(self) -> frozenset[TrainerRole]:
        return frozenset(part.role for part in self.parts if part.role is not None)


@dataclass(frozen=True)
class AbilityScript:
    """An Ability: announce-type parts, an E-05 trigger, or always-on modifiers."""

    kind: AbilityKind
    parts: tuple[Part, ...] = ()
    #: For announce-type Abilities: a sentence for the "once during your turn" limit.
    once_per_turn: bool = True
    passive: tuple[Modifier, ...] = ()
    #: For always-on Abilities whose modifiers don't say it all; else built from them.
    passive_text: str = ""

    def describe(self) -> str:
        if self.kind is AbilityKind.PASSIVE:
            return self.passive_text or self._describe_passive()
        text = describe_parts(self.parts)
        if self.kind is AbilityKind.ON_EVOLVE_FROM_HAND:
            return (
                "When you play this card from your hand to evolve 1 of your Pokémon, "
                + lower_first(text)
            )
        if self.kind is AbilityKind.ACTIVATED and self.once_per_turn:
            return "Once during your turn, you may use this Ability to " + lower_first(text)
        return text

    def _describe_passive(self) -> str:
        return " ".join(
            "As long as this Pokémon is in play, "
            + effect_clause(m.kind, m.amount, "it")
            + effect_note(m.kind, m.amount)
            + "."
            for m in self.passive
        )

    def why_not(self, ctx: EffectContext) -> str | None:
        return refusal(self.parts, ctx)

    def run(self, ctx: EffectContext) -> Flow:
        for part in self.parts:
            if ctx.ended:
                return
            yield from part.run(ctx)

    def modifiers(self, game: object, pokemon: InPlay) -> list[Modifier]:
        return list(self.passive)


# -- choosing ----------------------------------------------------------------------------------


def choose_cards(
    ctx: EffectContext,
    player: int,
    prompt: str,
    uids: Sequence[int],
    *,
    minimum: int,
    maximum: int,
    purpose: str,
    shown: Sequence[int] = (),
) -> Flow:
    """Ask ``player`` to choose among cards; returns the chosen uids (a generator result)."""
    maximum = min(maximum, len(uids))
    minimum = min(minimum, maximum)
    if maximum == 0:
        return []
    if minimum == maximum == len(uids):
        return list(uids)
    answer = yield Choice(
        player,
        ChoiceKind.CARDS,
        prompt,
        tuple(Option(ctx.game.state.card(u).name, card=u) for u in uids),
        minimum=minimum,
        maximum=maximum,
        purpose=purpose,
        shown_cards=tuple(shown),
    )
    return [uids[i] for i in answer]


def choose_pokemon(
    ctx: EffectContext, player: int, prompt: str, candidates: Sequence[InPlay], *, purpose: str
) -> Flow:
    """Ask ``player`` to choose one Pokémon in play; returns it, or ``None`` if none qualify."""
    if not candidates:
        return None
    if len(candidates) == 1:
        return candidates[0]
    state = ctx.game.state
    answer = yield Choice(
        player,
        ChoiceKind.POKEMON,
        prompt,
        tuple(Option(state.card(p.top).name, card=p.top, pokemon=p.id) for p in candidates),
        purpose=purpose,
    )
    return candidates[answer[0]]
