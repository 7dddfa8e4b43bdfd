"""Parts that act on a Pokémon itself: Special Conditions (R-7), lasting effects (EN II-E-01,
E-02, C-14..C-16, B-04, B-05, C-19), the Defending Pokémon returned to the hand (C-02)."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.effects.base import ALWAYS, Condition, Part, effect_clause
from playmat.effects.board import prevents_effects, source_of
from playmat.effects.predicates import CardFilter
from playmat.i18n.message import Message, Seat, Term, msg
from playmat.rules.conditions import add_condition
from playmat.rules.events import event
from playmat.rules.modifiers import Duration, Modifier, ModifierKind
from playmat.rules.scripting import EffectContext, Flow, TrainerRole
from playmat.rules.state import Condition as SpecialCondition
from playmat.rules.zones import hide, pokemon_name, remove_from_play

# -- Special Conditions -----------------------------------------------------------------------


@dataclass(frozen=True)
class Inflict(Part):
    """ "Your opponent's Active Pokémon is now Asleep" (or both Active Pokémon; or, with
    ``on_self``, "this Pokémon is now Confused": only while it is Active, R-7)."""

    condition: SpecialCondition
    both_active: bool = False
    when: Condition = ALWAYS
    on_self: bool = False

    def __post_init__(self) -> None:
        if self.on_self and self.both_active:
            raise ValueError("a Special Condition on this Pokémon alone is not on both Active")

    def describe(self) -> Message:
        if self.on_self:
            inflict = msg("text.inflict_self", condition=self.condition.term)
        else:
            inflict = msg("text.inflict", condition=self.condition.term, both=self.both_active)
        return self.when.sentence(inflict)

    def run(self, ctx: EffectContext) -> Flow:
        if not self.when.holds(ctx):
            return
        state = ctx.game.state
        if self.on_self:
            if ctx.pokemon is not None:
                add_condition(ctx.game, ctx.pokemon, self.condition)
            return
        targets = [state.players[ctx.opponent].active]
        if self.both_active:
            targets.append(state.players[ctx.player].active)
        for target in targets:
            if target is not None and not prevents_effects(ctx, target):
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
    #: Only against these Pokémon: the Pokémon whose attacks are prevented or changed for a
    #: Pokémon that takes damage ("by attacks from Basic Pokémon"), the Pokémon damaged for one
    #: that deals it.
    against: CardFilter | None = None

    def describe(self) -> Message:
        subject = Term("subject.defender" if self.on_defender else "subject.this_pokemon")
        theirs = self.on_defender and self.duration is Duration.OPPONENTS_NEXT_TURN
        duration = "their_next_turn" if theirs else self.duration
        if self._any_target():
            # EN II-B-05 FAQ: the Defending Pokémon's attacks do less damage (step 2) to
            # whatever they damage, not only to an Active Pokémon.
            clause = msg(
                "text.defender_attacks_do",
                amount=abs(self.amount),
                less=self.amount < 0,
                duration=Term(f"text_duration.{duration}"),
            )
        else:
            clause = effect_clause(self.kind, self.amount, subject, duration)
        if self.against is not None:
            clause = msg(
                "text.against", effect=clause, kind=self.kind.value, pokemon=self.against.noun(2)
            )
        return self.when.sentence(msg("text.lasting", effect=clause))

    def _any_target(self) -> bool:
        return self.on_defender and self.kind is ModifierKind.DAMAGE_DEALT

    def run(self, ctx: EffectContext) -> Flow:
        target = ctx.defender if self.on_defender else ctx.pokemon
        if not self.when.holds(ctx) or target is None:
            return
        state = ctx.game.state
        if state.pokemon(target.id) is None or prevents_effects(ctx, target):
            return
        modifier = Modifier(
            self.kind,
            self.amount,
            self.duration,
            made_turn=state.turn,
            source=source_of(ctx),
            only_to_opponents_active=self.kind is ModifierKind.DAMAGE_DEALT
            and not self._any_target(),
            against=self.against,
        )
        target.effects.append(modifier)
        ctx.game.emit(
            event(
                "effect",
                pokemon=target.id,
                target=pokemon_name(ctx.game, target),
                effect=modifier.describe(),
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

    def describe(self) -> Message:
        clause = effect_clause(
            ModifierKind.DAMAGE_DEALT, self.amount, Term("subject.your_pokemon"), Duration.THIS_TURN
        )
        return msg("text.lasting", effect=clause)

    def run(self, ctx: EffectContext) -> Flow:
        state = ctx.game.state
        modifier = Modifier(
            ModifierKind.DAMAGE_DEALT,
            self.amount,
            Duration.THIS_TURN,
            made_turn=state.turn,
            source=source_of(ctx),
            only_to_opponents_active=True,
        )
        state.players[ctx.player].effects.append(modifier)
        ctx.game.emit(event("player_effect", player=Seat(ctx.player), effect=modifier.describe()))
        return
        yield


# -- returning a Pokémon (C-02) ---------------------------------------------------------------


@dataclass(frozen=True)
class ReturnDefenderToHand(Part):
    """C-02: put the opponent's Active Pokémon and all cards attached to it into their hand."""

    when: Condition = ALWAYS

    def describe(self) -> Message:
        return self.when.sentence(msg("text.return_defender"))

    def run(self, ctx: EffectContext) -> Flow:
        defender = ctx.game.state.players[ctx.opponent].active
        if not self.when.holds(ctx) or defender is None or prevents_effects(ctx, defender):
            return
        name = pokemon_name(ctx.game, defender)
        remove_from_play(ctx.game, defender)
        hand = ctx.game.state.players[defender.owner].hand
        for uid in defender.all_cards():
            hide(ctx.game, uid, hand)
        ctx.game.emit(
            event("return_to_hand", pokemon=defender.id, owner=Seat(defender.owner), target=name)
        )
        return
        yield
