"""Parts, predicates and the three kinds of scripts (attack, Ability, Trainer)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import IntEnum
from functools import cached_property

from playmat.i18n.message import Arg, Message, Term, msg
from playmat.rules.always_on import AlwaysOnEffect
from playmat.rules.attack import deal_base_damage
from playmat.rules.choices import Choice, ChoiceKind, Purpose, card_option
from playmat.rules.modifiers import Duration, ModifierKind
from playmat.rules.refusals import Refusal
from playmat.rules.scripting import (
    AbilityKind,
    BoardFacts,
    EffectContext,
    Flow,
    TrainerRole,
    Trigger,
)
from playmat.rules.state import Condition as SpecialCondition
from playmat.rules.state import InPlay
from playmat.rules.zones import card_name


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
    #: A condition on using the attack at all ("you can't use this attack during your first
    #: turn"): its :meth:`why_not` is checked before the attack may be chosen.
    restricts_use = False
    #: The attack (or Supporter) may be used on the first player's first turn (R-4 set aside).
    permits_first_turn = False
    #: It costs its user more than a computer player can weigh (its own Pokémon Knocked Out).
    harms_user = False
    #: What this part does for a computer player deciding whether to play a Trainer.
    role: TrainerRole | None = None
    #: A part that changes nothing by itself (flipping coins): it never makes a Trainer or an
    #: Ability worth using (P-00.6).
    incidental = False

    def describe(self) -> Message:
        """What this part does, as a sentence of the catalogue (``text.*``)."""
        raise NotImplementedError

    def why_not(self, ctx: EffectContext) -> Refusal | None:
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

    def sentence(self, then: Message) -> Message:
        """``then`` done only when the condition holds, as one sentence ("If heads, ...")."""
        raise NotImplementedError

    def holds(self, ctx: EffectContext) -> bool:
        raise NotImplementedError

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        """How likely the condition is to hold, for estimates (a coin: one half)."""
        raise NotImplementedError


@dataclass(frozen=True)
class Always(Condition):
    def sentence(self, then: Message) -> Message:
        return then

    def holds(self, ctx: EffectContext) -> bool:
        return True

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return 1.0


ALWAYS = Always()


def describe_parts(parts: Sequence[Part]) -> Message:
    """The parts' sentences, in printed order."""
    return msg("text.sentences", parts=tuple(part.describe() for part in parts))


def refusal(parts: Sequence[Part], ctx: EffectContext) -> Refusal | None:
    """P-00.6: why a Trainer or announce-type Ability made of ``parts`` can't be used now
    (:class:`SortedParts`)."""
    return SortedParts.of(parts).refusal(ctx)


@dataclass(frozen=True)
class SortedParts:
    """A text's parts sorted once for asking whether it can be used (P-00.6): its costs, and
    the parts that would change the game. The scripts keep theirs: legality asks on every
    decision."""

    costs: tuple[Part, ...]
    effects: tuple[Part, ...]

    @classmethod
    def of(cls, parts: Sequence[Part]) -> SortedParts:
        return cls(
            tuple(part for part in parts if part.is_cost()),
            tuple(part for part in parts if not part.is_cost() and not part.incidental),
        )

    def refusal(self, ctx: EffectContext) -> Refusal | None:
        """A cost that can't be paid refuses the text (E-19, E-30). Otherwise it is refused
        only when every part that would change the game says it would change nothing:
        Professor Kukui's damage bonus still counts with an empty deck, while Ultra Ball with
        an empty deck would only discard its cost."""
        for part in self.costs:
            reason = part.why_not(ctx)
            if reason:
                return reason
        first = None
        for part in self.effects:
            reason = part.why_not(ctx)
            if reason is None:
                return None
            if first is None:
                first = reason
        return first


def effect_clause(
    kind: ModifierKind,
    amount: int,
    subject: Term | Message,
    duration: str = Duration.WHILE_IN_PLAY,
    *,
    attack: str = "",
    condition: str = "",
) -> Message:
    """What a lasting effect does to ``subject`` (``subject.this_pokemon``) and for how long
    (a ``text_duration`` word), as a card's text says it (``clause.*``); a damage change also
    says when it counts in the damage steps (EN II-B-04, B-05: before or after Weakness and
    Resistance). ``attack`` and ``condition`` name the attack or Special Condition it is about."""
    named: dict[str, Arg] = {}
    if attack:
        named["attack"] = attack
    if condition:
        named["condition"] = SpecialCondition(condition).term
    return msg(
        f"clause.{kind.value}",
        subject=subject,
        amount=abs(amount),
        less=amount < 0,
        duration=Term(f"text_duration.{duration}"),
        **named,
    )


def run_in_order(parts: Sequence[Part], ctx: EffectContext) -> Flow:
    """A Trainer's or an Ability's parts, in printed order, until the text ends (EN II-C-11)."""
    for part in parts:
        if ctx.ended:
            return
        yield from part.run(ctx)


@dataclass(frozen=True)
class AttackScript:
    """An attack's text: parts resolved in the steps of EN I-A-01, printed order within each."""

    parts: tuple[Part, ...]

    def describe(self) -> Message:
        return describe_parts(self.parts)

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        for part in self.parts:
            if part.restricts_use:
                reason = part.why_not(ctx)
                if reason is not None:
                    return reason
        return None

    @property
    def usable_on_first_turn(self) -> bool:
        return any(part.permits_first_turn for part in self.parts)

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
        # An attack printed without damage may have some by its text (a base damage it sets,
        # another Pokémon's attack it uses).
        damage, so_far = float(printed or 0), Estimate()
        for part in self._at(Stage.BEFORE_DAMAGE):
            damage = part.estimate(damage, facts, so_far)
        return max(0.0, damage)


@dataclass(frozen=True)
class TrainerScript:
    parts: tuple[Part, ...]

    def describe(self) -> Message:
        return describe_parts(self.parts)

    @property
    def usable_on_first_turn(self) -> bool:
        return any(part.permits_first_turn for part in self.parts)

    @cached_property
    def _sorted(self) -> SortedParts:
        return SortedParts.of(self.parts)

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        return self._sorted.refusal(ctx)

    def run(self, ctx: EffectContext) -> Flow:
        yield from run_in_order(self.parts, ctx)

    def roles(self) -> frozenset[TrainerRole]:
        return frozenset(part.role for part in self.parts if part.role is not None)


@dataclass(frozen=True)
class AbilityScript:
    """An Ability: announce-type parts, an E-05 trigger, or always-on effects."""

    kind: AbilityKind
    parts: tuple[Part, ...] = ()
    #: For announce-type Abilities: a sentence for the "once during your turn" limit.
    once_per_turn: bool = True
    #: For always-on Abilities: what they do while the Pokémon is in play (EN I-A-02).
    always_on: tuple[AlwaysOnEffect, ...] = ()
    #: EN II-E-14: one use a turn of this Ability's name, whichever Pokémon has it.
    one_per_name: bool = False
    #: For triggered Abilities: what sets it off, and whether its owner "may" (is asked).
    trigger: Trigger | None = None
    optional: bool = False

    def __post_init__(self) -> None:
        if (self.kind is AbilityKind.TRIGGERED) != (self.trigger is not None):
            raise ValueError("a triggered Ability, and only one, names its trigger")

    def describe(self) -> Message:
        if self.kind is AbilityKind.PASSIVE:
            text = msg("text.sentences", parts=tuple(e.describe() for e in self.always_on))
            return msg("text.doesnt_stack", then=text) if self.one_per_name else text
        text = describe_parts(self.parts)
        if self.trigger is not None:
            text = triggered_text(self.trigger, self.optional, text, holder=False)
            return msg("text.doesnt_stack", then=text) if self.one_per_name else text
        if self.kind is AbilityKind.ON_EVOLVE_FROM_HAND:
            return msg("text.on_evolve", then=text)
        if self.kind is AbilityKind.ACTIVATED and self.once_per_turn:
            return msg("text.once_per_turn", then=text)
        return text

    @cached_property
    def _sorted(self) -> SortedParts:
        return SortedParts.of(self.parts)

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        return self._sorted.refusal(ctx)

    @property
    def harms_user(self) -> bool:
        return any(part.harms_user for part in self.parts)

    def run(self, ctx: EffectContext) -> Flow:
        yield from run_in_order(self.parts, ctx)


@dataclass(frozen=True)
class TriggerScript:
    """What a Pokémon Tool, a Special Energy or a Stadium does when ``trigger`` happens
    (:mod:`playmat.rules.triggers`): its parts in printed order, asked first when its owner
    "may"."""

    trigger: Trigger
    parts: tuple[Part, ...]
    optional: bool = False

    @property
    def one_per_name(self) -> bool:
        """A Trainer's or Energy's text has no Ability name to stack by (EN II-E-15)."""
        return False

    def describe(self) -> Message:
        return triggered_text(self.trigger, self.optional, describe_parts(self.parts), holder=True)

    @cached_property
    def _sorted(self) -> SortedParts:
        return SortedParts.of(self.parts)

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        return self._sorted.refusal(ctx)

    def run(self, ctx: EffectContext) -> Flow:
        yield from run_in_order(self.parts, ctx)


def triggered_text(trigger: Trigger, optional: bool, text: Message, *, holder: bool) -> Message:
    """A triggered text as a card says it: when it happens, then what it does; ``holder``: a
    Pokémon Tool's or Special Energy's, whose Pokémon is the one it is attached to."""
    return msg("text.triggered", trigger=trigger.value, optional=optional, then=text, holder=holder)


# -- choosing ----------------------------------------------------------------------------------


def choose_cards(
    ctx: EffectContext,
    player: int,
    prompt: Message,
    uids: Sequence[int],
    *,
    minimum: int,
    maximum: int,
    purpose: Purpose,
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
        tuple(card_option(card_name(ctx.game, u), u) for u in uids),
        minimum=minimum,
        maximum=maximum,
        purpose=purpose,
        shown_cards=tuple(shown),
    )
    return [uids[i] for i in answer]


def choose_pokemon(
    ctx: EffectContext,
    player: int,
    prompt: Message,
    candidates: Sequence[InPlay],
    *,
    purpose: Purpose,
) -> Flow:
    """Ask ``player`` to choose one Pokémon in play; returns it, or ``None`` if none qualify."""
    if not candidates:
        return None
    if len(candidates) == 1:
        return candidates[0]
    answer = yield Choice(
        player,
        ChoiceKind.POKEMON,
        prompt,
        tuple(card_option(card_name(ctx.game, p.top), p.top, pokemon=p.id) for p in candidates),
        purpose=purpose,
    )
    return candidates[answer[0]]
