"""Parts that act on Pokémon in play: healing, Special Conditions, lasting effects, Energy on
Pokémon, returning a Pokémon to the hand (EN II-C-01..C-17, E-01, E-02)."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.effects.base import (
    ALWAYS,
    Condition,
    Estimate,
    Part,
    Stage,
    choose_cards,
    choose_pokemon,
    effect_clause,
)
from playmat.effects.predicates import CardFilter
from playmat.i18n.message import Message, Seat, Term, msg
from playmat.rules.choices import Choice, ChoiceKind, Option, Purpose
from playmat.rules.conditions import add_condition, remove_condition
from playmat.rules.damage import heal
from playmat.rules.events import event
from playmat.rules.modifiers import Duration, Modifier, ModifierKind
from playmat.rules.refusals import Refusal, refusal
from playmat.rules.scripting import BoardFacts, EffectContext, Flow, TrainerRole
from playmat.rules.state import Condition as SpecialCondition
from playmat.rules.state import InPlay
from playmat.rules.zones import (
    attach,
    card_name,
    hide,
    pokemon_name,
    remove_from_play,
    to_discard,
)


def prevents_effects(ctx: EffectContext, pokemon: InPlay) -> bool:
    """EN II-C-17: a Pokémon protected from the effects of the opponent's attacks (of the
    attacking Pokémon, when the protection names which Pokémon it counts against)."""
    if pokemon.owner == ctx.player or ctx.attack is None:
        return False
    attacker = ctx.game.state.top_card(ctx.pokemon) if ctx.pokemon is not None else None
    return any(
        m.kind is ModifierKind.PREVENT_EFFECTS and (attacker is None or m.counts_against(attacker))
        for m in ctx.game.modifiers_on(pokemon)
    )


# -- healing (C-06) --------------------------------------------------------------------------


@dataclass(frozen=True)
class HealSelf(Part):
    amount: int

    def describe(self) -> Message:
        return msg("text.heal_self", amount=self.amount)

    def run(self, ctx: EffectContext) -> Flow:
        if ctx.pokemon is not None:
            heal(ctx.game, ctx.pokemon, self.amount)
        return
        yield


@dataclass(frozen=True)
class HealDamageDone(Part):
    """Heal this Pokémon by the damage the attack did to the Defending Pokémon."""

    def describe(self) -> Message:
        return msg("text.heal_damage_done")

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

    def describe(self) -> Message:
        return msg("text.heal_one_of_yours", amount=self.amount)

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if not self._damaged(ctx):
            return refusal("nothing_to_heal", "EN II-A")
        return None

    def _damaged(self, ctx: EffectContext) -> list[InPlay]:
        return [p for p in ctx.game.state.players[ctx.player].in_play() if p.damage]

    def run(self, ctx: EffectContext) -> Flow:
        target = yield from choose_pokemon(
            ctx,
            ctx.player,
            msg("prompt.heal_target", amount=self.amount),
            self._damaged(ctx),
            purpose=Purpose.HEAL_TARGET,
        )
        if target is not None:
            heal(ctx.game, target, self.amount)


@dataclass(frozen=True)
class HealActiveAndCure(Part):
    """Heal your Active Pokémon and remove a Special Condition from it (you choose which)."""

    role = TrainerRole.HEAL

    amount: int

    def describe(self) -> Message:
        return msg("text.heal_active_and_cure", amount=self.amount)

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        active = ctx.game.state.players[ctx.player].active
        if active is None or (not active.damage and not active.conditions):
            return refusal("active_unharmed", "EN II-A")
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
                msg("prompt.remove_condition"),
                tuple(
                    Option(msg("option.condition", condition=c.term), value=c.value)
                    for c in conditions
                ),
                purpose=Purpose.REMOVE_CONDITION,
            )
            conditions = [conditions[answer[0]]]
        if conditions:
            remove_condition(ctx.game, active, conditions[0])


# -- Special Conditions ------------------------------------------------------------------------


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
            source=_source_name(ctx),
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
            source=_source_name(ctx),
            only_to_opponents_active=True,
        )
        state.players[ctx.player].effects.append(modifier)
        ctx.game.emit(event("player_effect", player=Seat(ctx.player), effect=modifier.describe()))
        return
        yield


def _source_name(ctx: EffectContext) -> Message:
    """What made a lasting effect: the card, and the attack if an attack did."""
    card = card_name(ctx.game, ctx.source)
    if ctx.attack:
        return msg("source.attack", card=card, attack=ctx.attack.name)
    return msg("source.card", card=card)


# -- Energy on Pokémon (C-01, C-09) ----------------------------------------------------------


@dataclass(frozen=True)
class DiscardEnergyFromSelf(Part):
    """C-01: discard Energy from this Pokémon; the attacker chooses which."""

    count: int = 1
    stage: Stage = Stage.EFFECTS

    def describe(self) -> Message:
        return msg("text.discard_energy_from_self", count=self.count)

    def run(self, ctx: EffectContext) -> Flow:
        pokemon = ctx.pokemon
        if pokemon is None:
            return
        chosen = yield from choose_cards(
            ctx,
            ctx.player,
            msg("prompt.discard_energy", count=self.count),
            list(pokemon.energy),
            minimum=self.count,
            maximum=self.count,
            purpose=Purpose.DISCARD_ENERGY,
        )
        for uid in chosen:
            to_discard(ctx.game, uid, pokemon.energy)


@dataclass(frozen=True)
class DiscardAllEnergyOfType(Part):
    """C-01 / D-03: discard all Energy of a type from this Pokémon; counts them (B-02)."""

    filter: CardFilter
    stage: Stage = Stage.BEFORE_DAMAGE

    def describe(self) -> Message:
        return msg("text.discard_all_energy", cards=self.filter.noun(1))

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

    def describe(self) -> Message:
        return msg("text.attach_from_discard", card=self.filter.one())

    def run(self, ctx: EffectContext) -> Flow:
        pokemon = ctx.pokemon
        state = ctx.game.state
        discard = state.players[ctx.player].discard
        matching = [u for u in discard if self.filter.matches(state.card(u))]
        chosen = yield from choose_cards(
            ctx,
            ctx.player,
            msg("prompt.attach_from_discard", card=self.filter.one()),
            matching,
            minimum=1,
            maximum=1,
            purpose=Purpose.ATTACH_FROM_DISCARD,
        )
        if pokemon is None:
            return
        for uid in chosen:
            attach(ctx.game, ctx.player, uid, discard, pokemon, "attach_from_discard")


# -- returning a Pokémon (C-02) ----------------------------------------------------------------


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
