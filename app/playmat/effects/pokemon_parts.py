"""Parts that act on a Pokémon itself: Special Conditions (R-7) and a special Poison (E-16),
lasting effects (EN II-E-01, E-02, C-14..C-16, B-04, B-05, C-19), the Defending Pokémon returned
to the hand (C-02)."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.effects.base import ALWAYS, Condition, Part, choose_pokemon, effect_clause
from playmat.effects.board import opponents_active, prevents_effects, source_of
from playmat.effects.predicates import CardFilter
from playmat.i18n.message import Message, Seat, Term, msg
from playmat.rules.choices import Choice, ChoiceKind, Option, Purpose
from playmat.rules.conditions import add_condition
from playmat.rules.events import event
from playmat.rules.modifiers import Duration, Modifier, ModifierKind
from playmat.rules.scripting import EffectContext, Flow, TrainerRole
from playmat.rules.state import Condition as SpecialCondition
from playmat.rules.state import InPlay
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


@dataclass(frozen=True)
class PoisonCounters(Part):
    """E-16: "Put N damage counters instead of 1 on that Pokémon between turns": the Poison
    the sentence before gave the opponent's Active Pokémon puts N damage counters at each
    Pokémon Checkup (R-8; the newest Poison replaces the old, JA II-E-16). ``when`` is that
    sentence's condition: a Poison that wasn't given this time is left as it is."""

    counters: int
    when: Condition = ALWAYS

    def __post_init__(self) -> None:
        if self.counters < 1:
            raise ValueError(f"a Poison puts at least 1 damage counter, not {self.counters}")

    def describe(self) -> Message:
        return self.when.sentence(msg("lasting.poison_counters", counters=self.counters))

    def run(self, ctx: EffectContext) -> Flow:
        target = ctx.game.state.players[ctx.opponent].active
        if target is None or not self.when.holds(ctx) or prevents_effects(ctx, target):
            return
        if SpecialCondition.POISONED in target.conditions:
            target.poison_counters = self.counters
        return
        yield


# -- lasting effects (E-01, E-02, C-14..C-16, B-04, B-05) -------------------------------------

#: Kinds of lasting effects about one attack: the one a text names ("this Pokémon's Echoed
#: Voice attack does 80 more damage"), or for ``CANT_USE_ATTACK`` "this attack" when none.
_ON_A_NAMED_ATTACK = frozenset({ModifierKind.ATTACK_DAMAGE, ModifierKind.BASE_DAMAGE})
_ON_AN_ATTACK = _ON_A_NAMED_ATTACK | {ModifierKind.CANT_USE_ATTACK}
#: Kinds of lasting effects that act at the end of the turn (E-20).
_AT_THE_END = frozenset(
    {
        ModifierKind.END_OF_TURN_COUNTERS,
        ModifierKind.END_OF_TURN_KNOCK_OUT,
        ModifierKind.END_OF_TURN_DISCARD,
    }
)


@dataclass(frozen=True)
class Lasting(Part):
    """Give a Pokémon (this one, or the Defending Pokémon) a modifier for a while.

    ``WHILE_IN_PLAY`` on this Pokémon lasts "until it leaves the Active Spot": effects of
    attacks go when it goes to the Bench, evolves or leaves play (EN II-C-13, C-15 FAQ).
    ``attack`` names the attack a ``CANT_USE_ATTACK`` effect is about (C-15 "can't use X"); left
    empty, it is the attack whose text this is ("you can't use this attack")."""

    kind: ModifierKind
    duration: Duration
    on_defender: bool = False
    amount: int = 0
    when: Condition = ALWAYS
    #: Only against these Pokémon: the Pokémon whose attacks are prevented or changed for a
    #: Pokémon that takes damage ("by attacks from Basic Pokémon"), the Pokémon damaged for one
    #: that deals it.
    against: CardFilter | None = None
    attack: str = ""

    def __post_init__(self) -> None:
        if self.attack and self.kind not in _ON_AN_ATTACK:
            raise ValueError("only an effect on one attack names one")
        if self.kind in _ON_A_NAMED_ATTACK and not self.attack:
            raise ValueError(f"an effect of kind {self.kind} names its attack")
        if self.kind is ModifierKind.DAMAGED_COUNTERS and self.amount < 1:
            raise ValueError("damage counters on the Attacking Pokémon need a count")
        if self.kind is ModifierKind.PREVENT_DAMAGE_UP_TO and self.amount < 10:
            raise ValueError(f"damage of {self.amount} or less is never done")
        if self.kind is ModifierKind.ATTACK_DAMAGE and not self.amount:
            raise ValueError("an attack's damage changed by nothing")
        if self.kind is ModifierKind.BASE_DAMAGE and self.amount < 0:
            raise ValueError(f"a base damage can't be {self.amount}")
        if self.kind is ModifierKind.EXTRA_PRIZES and (self.amount < 1 or not self.on_defender):
            raise ValueError("more Prize cards for the Defending Pokémon")
        if self.kind in _AT_THE_END:
            if self.duration is not Duration.OPPONENTS_NEXT_TURN or not self.on_defender:
                raise ValueError("at the end of the opponent's next turn, on their Pokémon")
            if (self.kind is ModifierKind.END_OF_TURN_COUNTERS) != (self.amount > 0):
                raise ValueError("a count of damage counters, and for nothing else")

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
        elif self.kind is ModifierKind.CANT_USE_ATTACK:
            clause = msg(
                "clause.cant_use_attack",
                subject=subject,
                attack=self.attack or Term("lasting.this_attack"),
                duration=self._words(duration),
            )
        elif self.duration is Duration.WHILE_IN_PLAY:
            clause = msg(
                "lasting.until_benched", effect=effect_clause(self.kind, self.amount, subject)
            )
        else:
            clause = effect_clause(self.kind, self.amount, subject, duration, attack=self.attack)
        if self.against is not None:
            clause = msg(
                "text.against", effect=clause, kind=self.kind.value, pokemon=self.against.noun(2)
            )
        return self.when.sentence(msg("text.lasting", effect=clause))

    @staticmethod
    def _words(duration: str) -> Term:
        """How long, as a card's text says it; "until it leaves the Active Spot" for an effect
        that lasts while the Pokémon stays there."""
        if duration == Duration.WHILE_IN_PLAY:
            return Term("lasting.until_leaves_active")
        return Term(f"text_duration.{duration}")

    def _any_target(self) -> bool:
        return self.on_defender and self.kind is ModifierKind.DAMAGE_DEALT

    def run(self, ctx: EffectContext) -> Flow:
        target = ctx.defender if self.on_defender else ctx.pokemon
        if not self.when.holds(ctx) or target is None:
            return
        state = ctx.game.state
        if state.pokemon(target.id) is None or prevents_effects(ctx, target):
            return
        attack = self.attack
        if self.kind is ModifierKind.CANT_USE_ATTACK and not attack:
            if ctx.attack is None:
                return
            attack = ctx.attack.name
        modifier = Modifier(
            self.kind,
            self.amount,
            self.duration,
            made_turn=state.turn,
            source=source_of(ctx),
            only_to_opponents_active=self.kind is ModifierKind.DAMAGE_DEALT
            and not self._any_target(),
            against=self.against,
            attack=attack,
        )
        add_effect(ctx, target, modifier)
        return
        yield


def add_effect(ctx: EffectContext, target: InPlay, modifier: Modifier) -> None:
    """Give ``target`` a lasting effect, and say so in the log."""
    target.effects.append(modifier)
    ctx.game.emit(
        event(
            "effect",
            pokemon=target.id,
            target=pokemon_name(ctx.game, target),
            effect=modifier.describe(),
        )
    )


@dataclass(frozen=True)
class DisableChosenAttack(Part):
    """C-15: "Choose 1 of your opponent's Active Pokémon's attacks. That Pokémon can't use that
    attack during your opponent's next turn." The player chooses among the attacks printed on
    its card; its other attacks stay usable. ``only``: "that Pokémon can use only that attack":
    it can't use any of the others."""

    when: Condition = ALWAYS
    only: bool = False

    def describe(self) -> Message:
        return self.when.sentence(msg("lasting.disable_chosen_attack", only=self.only))

    def run(self, ctx: EffectContext) -> Flow:
        target = opponents_active(ctx)
        if target is None or not self.when.holds(ctx):
            return
        state = ctx.game.state
        if state.pokemon(target.id) is None or prevents_effects(ctx, target):
            return
        names = list(dict.fromkeys(attack.name for attack in state.top_card(target).attacks))
        if not names:
            return
        chosen = names[0]
        if len(names) > 1:
            answer = yield Choice(
                ctx.player,
                ChoiceKind.OPTION,
                msg("prompt.disable_attack", target=pokemon_name(ctx.game, target), only=self.only),
                tuple(Option(msg("option.attack", attack=name), value=name) for name in names),
            )
            chosen = names[answer[0]]
        for name in [n for n in names if n != chosen] if self.only else [chosen]:
            modifier = Modifier(
                ModifierKind.CANT_USE_ATTACK,
                duration=Duration.OPPONENTS_NEXT_TURN,
                made_turn=state.turn,
                source=source_of(ctx),
                attack=name,
            )
            add_effect(ctx, target, modifier)


@dataclass(frozen=True)
class ProtectChosen(Part):
    """ "Choose 1 of your Pokémon in play. During your opponent's next turn, prevent all damage
    from and effects of attacks done to that Pokémon (by your opponent's Pokémon ex)": the
    player chooses one of their Pokémon, which gets C-16 and C-17 protection for the
    opponent's next turn (E-01), wherever it is until it goes to the Bench (C-13)."""

    against: CardFilter | None = None

    def describe(self) -> Message:
        pokemon = self.against.noun(2) if self.against else Term("noun.pokemon")
        return msg("lasting.protect_chosen", pokemon=pokemon)

    def run(self, ctx: EffectContext) -> Flow:
        state = ctx.game.state
        target = yield from choose_pokemon(
            ctx,
            ctx.player,
            msg("prompt.protect_which"),
            state.players[ctx.player].in_play(),
            purpose=Purpose.YOU_MAY,
        )
        if target is None:
            return
        for kind in (ModifierKind.PREVENT_DAMAGE, ModifierKind.PREVENT_EFFECTS):
            modifier = Modifier(
                kind,
                duration=Duration.OPPONENTS_NEXT_TURN,
                made_turn=state.turn,
                source=source_of(ctx),
                against=self.against,
            )
            add_effect(ctx, target, modifier)


@dataclass(frozen=True)
class PlayerAttacksDoMore(Part):
    """An effect on the player (C-19): their Pokémon's attacks do more damage to the
    opponent's Active Pokémon this turn (before Weakness and Resistance, B-04)."""

    role = TrainerRole.BOOST

    amount: int
    #: Only to these Pokémon ("to your opponent's Active Pokémon ex").
    against: CardFilter | None = None

    def describe(self) -> Message:
        clause = effect_clause(
            ModifierKind.DAMAGE_DEALT, self.amount, Term("subject.your_pokemon"), Duration.THIS_TURN
        )
        if self.against is not None:
            clause = msg(
                "text.against",
                effect=clause,
                kind=ModifierKind.DAMAGE_DEALT.value,
                pokemon=self.against.noun(2),
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
            against=self.against,
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
