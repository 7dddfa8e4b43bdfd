"""Parts that act on Pokémon in play: healing, Special Conditions, lasting effects, Energy on
Pokémon, returning a Pokémon to the hand (EN II-C-01..C-17, E-01, E-02)."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.effects.base import (
    ALWAYS,
    DURATION_WORDS,
    Condition,
    Estimate,
    Part,
    Stage,
    choose_cards,
    choose_pokemon,
    effect_clause,
    effect_note,
    sentence,
)
from playmat.effects.predicates import CardFilter, article
from playmat.rules.choices import Choice, ChoiceKind, Option
from playmat.rules.conditions import add_condition, remove_condition
from playmat.rules.damage import heal
from playmat.rules.events import Event
from playmat.rules.modifiers import Duration, Modifier, ModifierKind
from playmat.rules.scripting import BoardFacts, EffectContext, Flow, TrainerRole
from playmat.rules.state import Condition as SpecialCondition
from playmat.rules.state import InPlay
from playmat.rules.zones import card_ref, describe_pokemon, remove_from_play, to_discard


def _prevents_effects(ctx: EffectContext, pokemon: InPlay) -> bool:
    """EN II-C-17: a Pokémon protected from the effects of the opponent's attacks."""
    return (
        pokemon.owner != ctx.player
        and ctx.attack is not None
        and any(m.kind is ModifierKind.PREVENT_EFFECTS for m in ctx.game.modifiers_on(pokemon))
    )


# -- healing (C-06) --------------------------------------------------------------------------


@dataclass(frozen=True)
class HealSelf(Part):
    amount: int

    def describe(self) -> str:
        return f"This Pokémon is healed of {self.amount} damage."

    def run(self, ctx: EffectContext) -> Flow:
        if ctx.pokemon is not None:
            heal(ctx.game, ctx.pokemon, self.amount)
        return
        yield


@dataclass(frozen=True)
class HealDamageDone(Part):
    """Heal this Pokémon by the damage the attack did to the Defending Pokémon."""

    def describe(self) -> str:
        return (
            "This Pokémon is healed of as much damage as this attack did to your opponent's "
            "Active Pokémon."
        )

    def run(self, ctx: EffectContext) -> Flow:
        done = ctx.damage_done.get(ctx.defender.id, 0) if ctx.defender else 0
        if ctx.pokemon is not None and done:
            heal(ctx.game, ctx.pokemon, done)
        return
        yield


@dataclass(frozen=True)
class HealOneOfYours(Part):
    """C-06 on 1 of your Pokémon; a Trainer can't choose one without damage (P-22)."""

    role = TrainerRole.HEAL

    amount: int

    def describe(self) -> str:
        return f"Choose 1 of your damaged Pokémon and heal {self.amount} damage from it."

    def why_not(self, ctx: EffectContext) -> str | None:
        if not self._damaged(ctx):
            return "None of your Pokémon has damage to heal (EN II-A: nothing would change)."
        return None

    def _damaged(self, ctx: EffectContext) -> list[InPlay]:
        return [p for p in ctx.game.state.players[ctx.player].in_play() if p.damage]

    def run(self, ctx: EffectContext) -> Flow:
        target = yield from choose_pokemon(
            ctx,
            ctx.player,
            f"Choose a Pokémon to heal {self.amount} damage from.",
            self._damaged(ctx),
            purpose="heal_target",
        )
        if target is not None:
            heal(ctx.game, target, self.amount)


@dataclass(frozen=True)
class HealActiveAndCure(Part):
    """Heal your Active Pokémon and remove a Special Condition from it (you choose which)."""

    role = TrainerRole.HEAL

    amount: int

    def describe(self) -> str:
        return (
            f"Your Active Pokémon is healed of {self.amount} damage and recovers from 1 "
            "Special Condition (you choose which if it has several)."
        )

    def why_not(self, ctx: EffectContext) -> str | None:
        active = ctx.game.state.players[ctx.player].active
        if active is None or (not active.damage and not active.conditions):
            return (
                "Your Active Pokémon has no damage and no Special Condition (EN II-A: nothing "
                "would change)."
            )
        return None

    def run(self, ctx: EffectContext) -> Flow:
        active = ctx.game.state.players[ctx.player].active
        if active is None:
            return
        heal(ctx.game, active, self.amount)
        conditions = sorted(active.conditions)
        if len(conditions) > 1:
            answer = yield Choice(
                ctx.player,
                ChoiceKind.OPTION,
                "Choose the Special Condition to remove.",
                tuple(Option(c.value, value=c.value) for c in conditions),
                purpose="remove_condition",
            )
            conditions = [conditions[answer[0]]]
        if conditions:
            remove_condition(ctx.game, active, conditions[0])


# -- Special Conditions ------------------------------------------------------------------------


@dataclass(frozen=True)
class Inflict(Part):
    """ "Your opponent's Active Pokémon is now Asleep" (or both Active Pokémon)."""

    condition: SpecialCondition
    both_active: bool = False
    when: Condition = ALWAYS

    def describe(self) -> str:
        whom = (
            "both Active Pokémon become"
            if self.both_active
            else ("your opponent's Active Pokémon becomes")
        )
        return sentence(self.when, f"{whom} {self.condition.value}.")

    def run(self, ctx: EffectContext) -> Flow:
        if not self.when.holds(ctx):
            return
        state = ctx.game.state
        targets = [state.players[ctx.opponent].active]
        if self.both_active:
            targets.append(state.players[ctx.player].active)
        for target in targets:
            if target is not None and not _prevents_effects(ctx, target):
                add_condition(ctx.game, target, self.condition)
        return
        yield


# -- lasting effects (E-01, E-02, C-14..C-16, B-04, B-05) -------------------------------------


@dataclass(frozen=True)
class Lasting(Part):
    """Give a Pokémon (this one, or the Defending Pokémon) a modifier for a while."""

    kind: ModifierKind
    duration: Duration
    on_defender: bool = False
    amount: int = 0
    when: Condition = ALWAYS

    def describe(self) -> str:
        subject = "your opponent's Active Pokémon" if self.on_defender else "this Pokémon"
        when = DURATION_WORDS[self.duration]
        if self.on_defender and self.duration is Duration.OPPONENTS_NEXT_TURN:
            when = " during their next turn"
        clause = effect_clause(self.kind, self.amount, subject)
        return sentence(self.when, f"{clause}{when}{effect_note(self.kind, self.amount)}.")

    def run(self, ctx: EffectContext) -> Flow:
        target = ctx.defender if self.on_defender else ctx.pokemon
        if not self.when.holds(ctx) or target is None:
            return
        state = ctx.game.state
        if state.pokemon(target.id) is None or _prevents_effects(ctx, target):
            return
        modifier = Modifier(
            self.kind,
            self.amount,
            self.duration,
            made_turn=state.turn,
            source=_source_name(ctx),
            only_to_opponents_active=self.kind is ModifierKind.DAMAGE_DEALT,
        )
        target.effects.append(modifier)
        ctx.game.emit(
            Event(
                "effect",
                f"{describe_pokemon(ctx.game, target)}: {modifier.describe()}.",
                {"pokemon": target.id, "effect": modifier.to_dict()},
            )
        )
        return
        yield


@dataclass(frozen=True)
class PlayerAttacksDoMore(Part):
    """An effect on the player (C-19): their Pokémon's attacks do more damage to the
    opponent's Active Pokémon this turn (before Weakness and Resistance, B-04)."""

    role = TrainerRole.BOOST

    amount: int

    def describe(self) -> str:
        clause = effect_clause(ModifierKind.DAMAGE_DEALT, self.amount, "your Pokémon")
        return f"{clause[0].upper()}{clause[1:]} this turn" + (
            effect_note(ModifierKind.DAMAGE_DEALT, self.amount) + "."
        )

    def run(self, ctx: EffectContext) -> Flow:
        state = ctx.game.state
        modifier = Modifier(
            ModifierKind.DAMAGE_DEALT,
            self.amount,
            Duration.THIS_TURN,
            made_turn=state.turn,
            source=_source_name(ctx),
            only_to_opponents_active=True,
        )
        state.players[ctx.player].effects.append(modifier)
        ctx.game.emit(
            Event(
                "effect",
                f"Player {ctx.player + 1}: {modifier.describe()}.",
                {"player": ctx.player, "effect": modifier.to_dict()},
            )
        )
        return
        yield


def _source_name(ctx: EffectContext) -> str:
    name = ctx.game.state.card(ctx.source).name
    return f"{name}: {ctx.attack.name}" if ctx.attack else name


# -- Energy on Pokémon (C-01, C-09) ----------------------------------------------------------


@dataclass(frozen=True)
class DiscardEnergyFromSelf(Part):
    """C-01: discard Energy from this Pokémon; the attacker chooses which."""

    count: int = 1
    stage: Stage = Stage.EFFECTS

    def describe(self) -> str:
        return f"Discard {self.count} Energy attached to this Pokémon (you choose which)."

    def run(self, ctx: EffectContext) -> Flow:
        pokemon = ctx.pokemon
        if pokemon is None:
            return
        chosen = yield from choose_cards(
            ctx,
            ctx.player,
            f"Choose {self.count} Energy to discard.",
            list(pokemon.energy),
            minimum=self.count,
            maximum=self.count,
            purpose="discard_energy",
        )
        for uid in chosen:
            to_discard(ctx.game, uid, pokemon.energy)


@dataclass(frozen=True)
class DiscardAllEnergyOfType(Part):
    """C-01 / D-03: discard all Energy of a type from this Pokémon; counts them (B-02)."""

    filter: CardFilter
    stage: Stage = Stage.BEFORE_DAMAGE

    def describe(self) -> str:
        noun = self.filter.noun.removesuffix(" card")
        return f"Discard every {noun} attached to this Pokémon."

    def estimate(self, damage: float, facts: BoardFacts, so_far: Estimate) -> float:
        so_far.counted = sum(1 for card in facts.attached() if self.filter.matches(card))
        return damage

    def run(self, ctx: EffectContext) -> Flow:
        pokemon = ctx.pokemon
        if pokemon is None:
            return
        state = ctx.game.state
        chosen = [u for u in pokemon.energy if self.filter.matches(state.card(u))]
        for uid in chosen:
            to_discard(ctx.game, uid, pokemon.energy)
        ctx.counted = len(chosen)
        return
        yield


@dataclass(frozen=True)
class AttachFromDiscardToSelf(Part):
    """C-09: attach a card from your discard pile to this Pokémon."""

    filter: CardFilter

    def describe(self) -> str:
        noun = self.filter.noun
        return f"Choose {article(noun)} {noun} in your discard pile and attach it to this Pokémon."

    def run(self, ctx: EffectContext) -> Flow:
        pokemon = ctx.pokemon
        state = ctx.game.state
        discard = state.players[ctx.player].discard
        matching = [u for u in discard if self.filter.matches(state.card(u))]
        chosen = yield from choose_cards(
            ctx,
            ctx.player,
            f"Choose {article(self.filter.noun)} {self.filter.noun} to attach.",
            matching,
            minimum=1,
            maximum=1,
            purpose="attach_from_discard",
        )
        if pokemon is None:
            return
        for uid in chosen:
            discard.remove(uid)
            pokemon.energy.append(uid)
            ctx.game.emit(
                Event(
                    "attach_energy",
                    f"{state.card(uid).name} from the discard pile "
                    f"was attached to {state.card(pokemon.top).name}.",
                    {"player": ctx.player, "pokemon": pokemon.id, "card": card_ref(ctx.game, uid)},
                )
            )


# -- returning a Pokémon (C-02) ----------------------------------------------------------------


@dataclass(frozen=True)
class ReturnDefenderToHand(Part):
    """C-02: put the opponent's Active Pokémon and all cards attached to it into their hand."""

    when: Condition = ALWAYS

    def describe(self) -> str:
        return sentence(
            self.when,
            "your opponent's Active Pokémon goes back into their hand with every card "
            "attached to it (they then choose a new Active Pokémon).",
        )

    def run(self, ctx: EffectContext) -> Flow:
        defender = ctx.game.state.players[ctx.opponent].active
        if not self.when.holds(ctx) or defender is None or _prevents_effects(ctx, defender):
            return
        name = describe_pokemon(ctx.game, defender)
        remove_from_play(ctx.game, defender)
        ctx.game.state.players[defender.owner].hand.extend(defender.all_cards())
        ctx.game.emit(
            Event(
                "return_to_hand",
                f"{name} and all cards attached to it were put into their owner's hand.",
                {"pokemon": defender.id, "owner": defender.owner},
            )
        )
        return
        yield
