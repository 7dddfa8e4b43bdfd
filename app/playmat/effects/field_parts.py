"""Parts acting on Pokémon in play found across the card pool (added with the card-text
compiler): switching Active Pokémon, Energy and Pokémon Tools discarded, moved or attached,
healing any of your Pokémon (EN II-C-01, C-03..C-06, C-09, C-10)."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.cards.model import Card, EnergyType
from playmat.effects.base import (
    ALWAYS,
    Condition,
    Estimate,
    Part,
    Stage,
    choose_cards,
    choose_pokemon,
)
from playmat.effects.pokemon_parts import prevents_effects
from playmat.effects.predicates import AnyPokemon, CardFilter
from playmat.i18n.message import Arg, Message, Seat, msg
from playmat.rules.choices import Purpose, yes_no
from playmat.rules.conditions import clear_conditions_and_effects, remove_condition
from playmat.rules.damage import heal, place_attack_damage
from playmat.rules.energy import energy_units
from playmat.rules.events import event
from playmat.rules.refusals import Refusal, refusal
from playmat.rules.scripting import BoardFacts, EffectContext, Flow, TrainerRole
from playmat.rules.state import InPlay, PlayerState
from playmat.rules.zones import attach, card_name, hide, pokemon_name, to_discard

#: Any Pokémon: the default choice of Pokémon a text names.
ANY_POKEMON: CardFilter = AnyPokemon()


@dataclass(frozen=True)
class PokemonNotOfType(CardFilter):
    """A Pokémon that is not of a type ("Basic non-Colorless Pokémon"); ``basic``: a Basic
    Pokémon too. A Pokémon of several types is "non-X" only if none of them is X (D-07)."""

    energy: EnergyType
    basic: bool = False
    key = "pokemon_not_of_type"

    def matches(self, card: Card) -> bool:
        return (
            card.is_pokemon
            and self.energy not in card.types
            and (not self.basic or card.is_basic_pokemon)
        )

    def _args(self) -> dict[str, Arg]:
        return {"type": self.energy.term, "basic": self.basic}


def _switch(ctx: EffectContext, side: PlayerState, benched: InPlay) -> None:
    """Put ``benched`` into the Active Spot and the Active Pokémon onto the Bench in its place:
    switching is not retreating (no Retreat Cost, EN II-C-03), and the Pokémon that goes to the
    Bench loses its Special Conditions and the effects of attacks on it (C-03..C-05, I-A-03)."""
    active = side.active
    if active is None:
        return
    place = next(i for i, pokemon in enumerate(side.bench) if pokemon is benched)
    side.bench[place] = active
    side.active = benched
    clear_conditions_and_effects(active)
    ctx.game.emit(
        event(
            "switch",
            player=Seat(side.index),
            pokemon=benched.id,
            active=pokemon_name(ctx.game, benched),
            benched=pokemon_name(ctx.game, active),
        )
    )


def _agree(ctx: EffectContext, prompt: Message) -> Flow:
    """E-10 "you may": ask the player; returns whether they do it."""
    answer = yield yes_no(ctx.player, prompt)
    return answer == (0,)


# -- switching (C-03..C-05) ----------------------------------------------------------------------


@dataclass(frozen=True)
class SwitchActive(Part):
    """EN II-C-03: switch your Active Pokémon (``this_pokemon``: the attacking Pokémon, which
    must still be Active) with 1 of your Benched Pokémon, which you choose. Nothing happens
    without a Benched Pokémon; "if you do" follows whether the switch happened."""

    role = TrainerRole.SWITCH

    this_pokemon: bool = False
    #: Which Active Pokémon it switches ("your Active Team Rocket's Pokémon"): another stays.
    active: CardFilter = ANY_POKEMON
    #: Which Benched Pokémon it may switch with ("1 of your Benched Lightning Pokémon").
    benched: CardFilter = ANY_POKEMON
    #: An Ability's "switch it with your Active Pokémon": this Pokémon, on the Bench, comes in.
    this_benched: bool = False
    optional: bool = False
    when: Condition = ALWAYS

    def __post_init__(self) -> None:
        if (self.this_pokemon or self.this_benched) and self.active != ANY_POKEMON:
            raise ValueError("this Pokémon is the Active Pokémon the text names")
        if self.this_benched and (self.this_pokemon or self.benched != ANY_POKEMON):
            raise ValueError("this Pokémon is the Benched Pokémon the text names")

    def describe(self) -> Message:
        if self.this_benched:
            text = msg("text.switch_this_in", optional=self.optional)
        else:
            text = msg(
                "text.switch_active",
                this=self.this_pokemon,
                active=self.active.noun(1),
                pokemon=self.benched.noun(1),
                optional=self.optional,
            )
        return self.when.sentence(text)

    def _candidates(self, ctx: EffectContext) -> list[InPlay]:
        state = ctx.game.state
        mine = state.players[ctx.player]
        if mine.active is None or not self.active.matches(state.top_card(mine.active)):
            return []
        if self.this_benched:
            return [p for p in mine.bench if p is ctx.pokemon]
        return [p for p in mine.bench if self.benched.matches(state.top_card(p))]

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if not self._candidates(ctx):
            return refusal("no_benched_to_switch", "EN II-C-03")
        return None

    def run(self, ctx: EffectContext) -> Flow:
        holds = self.when.holds(ctx)
        ctx.did = False
        mine = ctx.game.state.players[ctx.player]
        active = mine.active
        candidates = self._candidates(ctx)
        if not holds or active is None or not candidates:
            return
        if self.this_pokemon and ctx.pokemon is not active:
            return
        if self.optional and not (yield from _agree(ctx, msg("prompt.may_switch_active"))):
            return
        chosen = yield from choose_pokemon(
            ctx, ctx.player, msg("prompt.promote"), candidates, purpose=Purpose.PROMOTE
        )
        if chosen is not None:
            _switch(ctx, mine, chosen)
            ctx.did = True


@dataclass(frozen=True)
class SwitchOpponentsActive(Part):
    """Switch the opponent's Active Pokémon with 1 of their Benched Pokémon.

    ``they_choose``: EN II-C-04, "switch out your opponent's Active Pokémon": the opponent
    chooses the new Active Pokémon, and an Active Pokémon protected from the effects of attacks
    stays (C-04 FAQ). Otherwise C-05, "switch in 1 of your opponent's Benched Pokémon": you
    choose it (among ``benched``), and one protected from the effects of attacks stays on the
    Bench (C-05 FAQ). Nothing happens without a Benched Pokémon to switch; "if you do" follows
    whether the switch happened."""

    they_choose: bool = False
    benched: CardFilter = ANY_POKEMON
    optional: bool = False
    when: Condition = ALWAYS

    def __post_init__(self) -> None:
        if self.they_choose and self.benched != AnyPokemon():
            raise ValueError("the opponent chooses among all of their Benched Pokémon")

    def describe(self) -> Message:
        if self.they_choose:
            text = msg("text.switch_out_opponent", optional=self.optional)
        else:
            text = msg(
                "text.switch_in_opponent", pokemon=self.benched.noun(1), optional=self.optional
            )
        return self.when.sentence(text)

    def _candidates(self, ctx: EffectContext) -> list[InPlay]:
        state = ctx.game.state
        bench = state.players[ctx.opponent].bench
        return [p for p in bench if self.benched.matches(state.top_card(p))]

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if not self._candidates(ctx):
            return refusal("opponent_no_benched", "EN II-C-05")
        return None

    def run(self, ctx: EffectContext) -> Flow:
        holds = self.when.holds(ctx)
        ctx.did = False
        theirs = ctx.game.state.players[ctx.opponent]
        candidates = self._candidates(ctx)
        if not holds or theirs.active is None or not candidates:
            return
        if self.they_choose and prevents_effects(ctx, theirs.active):
            return
        if self.optional:
            prompt = "prompt.may_switch_out" if self.they_choose else "prompt.may_switch_in"
            if not (yield from _agree(ctx, msg(prompt))):
                return
        if self.they_choose:
            chooser, prompt_message = ctx.opponent, msg("prompt.promote")
        else:
            chooser, prompt_message = ctx.player, msg("prompt.switch_in")
        # The other player is told only that a choice is being made: C-05 picks their Pokémon.
        purpose = Purpose.PROMOTE if self.they_choose else Purpose.YOU_MAY
        chosen = yield from choose_pokemon(
            ctx, chooser, prompt_message, candidates, purpose=purpose
        )
        if chosen is None or (not self.they_choose and prevents_effects(ctx, chosen)):
            return
        _switch(ctx, theirs, chosen)
        ctx.did = True


@dataclass(frozen=True)
class DamageToNewActive(Part):
    """After a switch of the opponent's Active Pokémon: "this attack does N damage to the new
    Active Pokémon", in printed order after the switch. It is the Active Pokémon, so Weakness
    and Resistance apply (EN II-B-08) and the damage goes through the damage steps (R-10). If
    no switch happened, the opponent's Active Pokémon is the one there is."""

    amount: int
    when: Condition = ALWAYS

    def __post_init__(self) -> None:
        if self.amount <= 0:
            raise ValueError("damage is a positive amount")

    def describe(self) -> Message:
        return self.when.sentence(msg("text.damage_new_active", amount=self.amount))

    def run(self, ctx: EffectContext) -> Flow:
        target = ctx.game.state.players[ctx.opponent].active
        if not self.when.holds(ctx) or target is None or ctx.pokemon is None:
            return
        done = place_attack_damage(ctx.game, ctx.pokemon, target, self.amount, ctx.damage_options)
        ctx.damage_done[target.id] = ctx.damage_done.get(target.id, 0) + done
        return
        yield


# -- Energy and Pokémon Tools on Pokémon (C-01, C-09, C-10) -----------------------------------


@dataclass(frozen=True)
class EnergyKind:
    """Which attached Energy a text names: any, Special Energy, Basic Energy, or Energy that
    provides a type ("a Fire Energy": a card providing Fire, R-6). ``basic`` and ``special``
    may not both hold."""

    energy: EnergyType | None = None
    special: bool = False
    basic: bool = False

    def matches(self, card: Card) -> bool:
        if self.special and card.is_basic_energy:
            return False
        if self.basic and not card.is_basic_energy:
            return False
        if self.energy is None:
            return True
        return any(self.energy in unit for unit in energy_units(card))

    def noun(self) -> Message:
        if self.energy is not None:
            return msg("text.energy_of_type", type=self.energy.term, basic=self.basic)
        return msg("text.energy_any", special=self.special, basic=self.basic)


def _kind_fields(energy: EnergyType | None, special: bool, basic: bool) -> EnergyKind:
    if special and (basic or energy is not None):
        raise ValueError("Special Energy is neither Basic nor named by a type here")
    return EnergyKind(energy, special, basic)


@dataclass(frozen=True)
class DiscardAttachedEnergy(Part):
    """EN II-C-01: discard Energy attached to this Pokémon or to the opponent's Active Pokémon;
    the player whose effect it is chooses which (C-01). ``count`` 0 means all of it (D-03);
    ``per_heads``: that many for each heads; ``up_to``: any number up to it (D-05). Energy on
    a Pokémon protected from the effects of attacks stays (C-17). Counts the discarded cards
    and remembers whether it was done (E-19)."""

    count: int = 1
    from_defender: bool = False
    energy: EnergyType | None = None
    special: bool = False
    basic: bool = False
    per_heads: bool = False
    up_to: bool = False
    optional: bool = False
    when: Condition = ALWAYS
    stage: Stage = Stage.EFFECTS

    def __post_init__(self) -> None:
        _kind_fields(self.energy, self.special, self.basic)
        if self.count < 0 or (self.count == 0 and (self.per_heads or self.up_to)):
            raise ValueError("a count of Energy to discard is positive, or 0 for all")

    @property
    def kind(self) -> EnergyKind:
        return _kind_fields(self.energy, self.special, self.basic)

    def describe(self) -> Message:
        text = msg(
            "text.discard_attached_energy",
            amount=_amount(self.count, self.kind.noun(), self.up_to),
            defender=self.from_defender,
            optional=self.optional,
            per_heads=self.per_heads,
            choose=self.count != 0,
        )
        return self.when.sentence(text)

    def _target(self, ctx: EffectContext) -> InPlay | None:
        if self.from_defender:
            return ctx.game.state.players[ctx.opponent].active
        return ctx.pokemon

    def estimate(self, damage: float, facts: BoardFacts, so_far: Estimate) -> float:
        """What it would count for "for each card you discarded in this way" (B-02): as many
        as the text allows of the Energy there is (on average over heads)."""
        if self.from_defender:
            there = float(facts.defender_energy())
        else:
            there = float(sum(1 for card in facts.attached() if self.kind.matches(card)))
        wanted = there if self.count == 0 else float(self.count)
        if self.per_heads:
            wanted *= so_far.coins / 2
        so_far.counted = round(min(wanted, there) * self.when.chance(facts, so_far))
        return damage

    def _matching(self, ctx: EffectContext, target: InPlay) -> list[int]:
        state = ctx.game.state
        return [u for u in target.energy if self.kind.matches(state.card(u))]

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        target = self._target(ctx)
        if target is None or not self._matching(ctx, target):
            return refusal("no_energy_to_discard", "EN II-C-01")
        return None

    def run(self, ctx: EffectContext) -> Flow:
        holds = self.when.holds(ctx)
        ctx.did, ctx.counted = False, 0
        target = self._target(ctx)
        if not holds or target is None:
            return
        if self.from_defender and prevents_effects(ctx, target):
            return
        matching = self._matching(ctx, target)
        wanted = len(matching) if self.count == 0 else self.count
        if self.per_heads:
            wanted *= ctx.heads
        if not matching or wanted <= 0:
            return
        if self.optional and not (
            yield from _agree(ctx, msg("prompt.may_discard_energy", target=_name(ctx, target)))
        ):
            return
        chosen = yield from choose_cards(
            ctx,
            ctx.player,
            msg(
                "prompt.discard_attached_energy",
                count=wanted,
                up_to=self.up_to,
                target=_name(ctx, target),
            ),
            matching,
            minimum=0 if self.up_to else wanted,
            maximum=wanted,
            purpose=Purpose.DISCARD_ENERGY,
        )
        for uid in chosen:
            to_discard(ctx.game, uid, target.energy)
        ctx.counted = len(chosen)
        ctx.did = bool(chosen) and (self.up_to or len(chosen) == wanted)


def _name(ctx: EffectContext, pokemon: InPlay) -> Message:
    return pokemon_name(ctx.game, pokemon)


def _amount(count: int, noun: Message, up_to: bool) -> Message:
    """How much a text names: "all Energy", "2 Fire Energy", "up to 2 ..."."""
    if count == 0:
        return msg("text.amount_all", things=noun)
    return msg("text.amount_count", count=count, things=noun, up_to=up_to)


@dataclass(frozen=True)
class AttachedEnergyToHand(Part):
    """EN II-C-02: put Energy attached to this Pokémon into your hand, or Energy attached to
    the opponent's Active Pokémon into their hand (always the owner's hand); the player whose
    effect it is chooses which. ``count`` 0 means all of it. Energy on a Pokémon protected
    from the effects of attacks stays (C-17)."""

    count: int = 1
    from_defender: bool = False
    energy: EnergyType | None = None
    basic: bool = False
    optional: bool = False
    when: Condition = ALWAYS

    def __post_init__(self) -> None:
        _kind_fields(self.energy, False, self.basic)
        if self.count < 0:
            raise ValueError("a count of Energy is positive, or 0 for all")

    def describe(self) -> Message:
        noun = EnergyKind(self.energy, basic=self.basic).noun()
        text = msg(
            "text.energy_to_hand",
            amount=_amount(self.count, noun, False),
            defender=self.from_defender,
            optional=self.optional,
            choose=self.count != 0,
        )
        return self.when.sentence(text)

    def run(self, ctx: EffectContext) -> Flow:
        holds = self.when.holds(ctx)
        ctx.did = False
        state = ctx.game.state
        target = state.players[ctx.opponent].active if self.from_defender else ctx.pokemon
        if not holds or target is None:
            return
        if self.from_defender and prevents_effects(ctx, target):
            return
        kind = EnergyKind(self.energy, basic=self.basic)
        matching = [u for u in target.energy if kind.matches(state.card(u))]
        if not matching:
            return
        if self.optional and not (
            yield from _agree(ctx, msg("prompt.may_energy_to_hand", target=_name(ctx, target)))
        ):
            return
        wanted = len(matching) if self.count == 0 else self.count
        chosen = yield from choose_cards(
            ctx,
            ctx.player,
            msg(
                "prompt.energy_to_hand",
                count=wanted,
                target=_name(ctx, target),
            ),
            matching,
            minimum=wanted,
            maximum=wanted,
            purpose=Purpose.DISCARD_ENERGY,
        )
        hand = state.players[target.owner].hand
        for uid in chosen:
            card = card_name(ctx.game, uid)
            target.energy.remove(uid)
            hide(ctx.game, uid, hand)
            ctx.game.emit(
                event(
                    "energy_to_hand",
                    player=Seat(target.owner),
                    card=card,
                    target=_name(ctx, target),
                )
            )
        ctx.did = bool(chosen)


@dataclass(frozen=True)
class DiscardDefenderTools(Part):
    """EN II-C-01: discard every Pokémon Tool attached to the opponent's Active Pokémon
    (``stage`` BEFORE_DAMAGE for "before doing damage", E-09); a Pokémon protected from the
    effects of attacks keeps them (C-17)."""

    when: Condition = ALWAYS
    stage: Stage = Stage.EFFECTS

    def describe(self) -> Message:
        text = msg("text.discard_defender_tools", before=self.stage is Stage.BEFORE_DAMAGE)
        return self.when.sentence(text)

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        active = ctx.game.state.players[ctx.opponent].active
        if active is None or not active.tools:
            return refusal("no_tools_to_discard", "EN II-C-01")
        return None

    def run(self, ctx: EffectContext) -> Flow:
        target = ctx.game.state.players[ctx.opponent].active
        if not self.when.holds(ctx) or target is None or prevents_effects(ctx, target):
            return
        for uid in list(target.tools):
            to_discard(ctx.game, uid, target.tools)
        return
        yield


#: Where Energy goes: to this Pokémon, to 1 of your Pokémon you choose (all of it there), to
#: your Pokémon in any way you like (a choice for each card), to each of your Pokémon.
TO_SELF, TO_ONE, TO_ANY, TO_EACH = "self", "one", "any", "each"
_TARGETS = (TO_SELF, TO_ONE, TO_ANY, TO_EACH)


@dataclass(frozen=True)
class YourPokemon:
    """Which of your Pokémon a text names: Benched only, and which (a type)."""

    bench_only: bool = False
    pokemon: CardFilter = ANY_POKEMON

    def among(self, ctx: EffectContext) -> list[InPlay]:
        state = ctx.game.state
        mine = state.players[ctx.player]
        pool = mine.bench if self.bench_only else mine.in_play()
        return [p for p in pool if self.pokemon.matches(state.top_card(p))]

    def words(self, target: str) -> Message:
        """``text.your_pokemon``: "1 of your Benched Pokémon", "each of your Grass Pokémon"..."""
        return msg(
            "text.your_pokemon",
            target=target,
            benched=self.bench_only,
            pokemon=self.pokemon.noun(2),
        )


#: Where a move takes Energy from: this Pokémon, the opponent's Active Pokémon, your Benched
#: Pokémon, your Pokémon other than the one it goes to, 1 of your Pokémon you choose, any of
#: your Pokémon.
FROM_SELF, FROM_DEFENDER, FROM_BENCH, FROM_OTHERS, FROM_ONE, FROM_YOURS = (
    "self",
    "defender",
    "bench",
    "others",
    "one",
    "yours",
)
#: Where it goes: 1 of your Benched Pokémon (all of it there), your Benched Pokémon in any way
#: you like, this Pokémon, your Active Pokémon, another of your Pokémon, your other Pokémon in
#: any way you like, 1 of the opponent's Benched Pokémon.
TO_BENCHED, TO_BENCH_ANY, TO_THIS, TO_ACTIVE, TO_ANOTHER, TO_OTHERS_ANY, TO_THEIR_BENCHED = (
    "benched",
    "bench_any",
    "this",
    "active",
    "another",
    "others_any",
    "their_benched",
)
_MOVES = {
    FROM_SELF: (TO_BENCHED, TO_BENCH_ANY),
    FROM_DEFENDER: (TO_THEIR_BENCHED,),
    FROM_BENCH: (TO_THIS, TO_ACTIVE),
    FROM_OTHERS: (TO_THIS,),
    FROM_ONE: (TO_ANOTHER,),
    FROM_YOURS: (TO_OTHERS_ANY,),
}
#: Destinations chosen again for each card.
_EACH_CARD = (TO_BENCH_ANY, TO_OTHERS_ANY)


@dataclass(frozen=True)
class MoveEnergy(Part):
    """EN II-C-10: move attached Energy from some Pokémon to others, the player whose effect it
    is choosing which cards and, where the text lets them, where each goes. Your Energy goes
    to your own Pokémon, the opponent's to theirs (C-10). ``count`` 0 means all of it, or with
    ``up_to`` any amount (D-02). Energy on a Pokémon protected from the effects of attacks
    stays (C-17); with nowhere to go, nothing moves."""

    source: str = FROM_SELF
    to: str = TO_BENCHED
    count: int = 1
    up_to: bool = False
    energy: EnergyType | None = None
    basic: bool = False
    optional: bool = False
    when: Condition = ALWAYS

    def __post_init__(self) -> None:
        _kind_fields(self.energy, False, self.basic)
        if self.to not in _MOVES.get(self.source, ()):
            raise ValueError(f"Energy doesn't move from {self.source} to {self.to}")
        if self.count < 0:
            raise ValueError("a count of Energy is positive, or 0 for all or any amount")

    @property
    def kind(self) -> EnergyKind:
        return EnergyKind(self.energy, basic=self.basic)

    def describe(self) -> Message:
        noun = self.kind.noun()
        if self.count == 0 and self.up_to:
            amount = msg("text.amount_any_amount", things=noun)
        else:
            amount = _amount(self.count, noun, self.up_to)
        text = msg(
            "text.move_energy",
            amount=amount,
            source=self.source,
            to=self.to,
            optional=self.optional,
        )
        return self.when.sentence(text)

    def _destination_pool(self, ctx: EffectContext) -> list[InPlay]:
        """Where the cards may go, before leaving out the Pokémon they come from."""
        state = ctx.game.state
        mine = state.players[ctx.player]
        if self.to in (TO_BENCHED, TO_BENCH_ANY):
            return list(mine.bench)
        if self.to == TO_THEIR_BENCHED:
            return list(state.players[ctx.opponent].bench)
        if self.to == TO_THIS:
            return [ctx.pokemon] if ctx.pokemon is not None else []
        if self.to == TO_ACTIVE:
            return [mine.active] if mine.active is not None else []
        return mine.in_play()

    def _sources(self, ctx: EffectContext, destinations: list[InPlay]) -> list[InPlay]:
        state = ctx.game.state
        mine = state.players[ctx.player]
        if self.source == FROM_SELF:
            pool = [ctx.pokemon] if ctx.pokemon is not None else []
        elif self.source == FROM_DEFENDER:
            active = state.players[ctx.opponent].active
            pool = [active] if active is not None and not prevents_effects(ctx, active) else []
        elif self.source == FROM_BENCH:
            pool = list(mine.bench)
        else:
            pool = mine.in_play()
        if self.to in (TO_THIS, TO_ACTIVE):
            pool = [p for p in pool if all(p is not d for d in destinations)]
        return pool

    def _holders(self, ctx: EffectContext) -> dict[int, InPlay]:
        """Each Energy card that may move, and the Pokémon it is on."""
        destinations = self._destination_pool(ctx)
        state = ctx.game.state
        found: dict[int, InPlay] = {}
        for pokemon in self._sources(ctx, destinations):
            if not any(d is not pokemon for d in destinations):
                continue
            for uid in pokemon.energy:
                if self.kind.matches(state.card(uid)):
                    found[uid] = pokemon
        return found

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if not self._holders(ctx):
            return refusal("no_energy_to_move", "EN II-C-10")
        return None

    def run(self, ctx: EffectContext) -> Flow:
        holds = self.when.holds(ctx)
        ctx.did = False
        holders = self._holders(ctx)
        if not holds or not holders:
            return
        if self.optional and not (yield from _agree(ctx, msg("prompt.may_move_energy"))):
            return
        if self.source == FROM_ONE:
            # "From 1 of your Pokémon": the cards all come from the Pokémon chosen first.
            pokemon = list({p.id: p for p in holders.values()}.values())
            source = yield from choose_pokemon(
                ctx,
                ctx.player,
                msg("prompt.move_energy_from"),
                pokemon,
                purpose=Purpose.ATTACH_TARGET,
            )
            holders = {uid: p for uid, p in holders.items() if p is source}
        uids = list(holders)
        wanted = len(uids) if self.count == 0 else min(self.count, len(uids))
        chosen = yield from choose_cards(
            ctx,
            ctx.player,
            msg("prompt.move_energy", count=wanted, up_to=self.up_to),
            uids,
            minimum=0 if self.up_to else wanted,
            maximum=wanted,
            purpose=Purpose.ATTACH_TARGET,
        )
        destinations = self._destination_pool(ctx)
        target: InPlay | None = None
        for uid in chosen:
            holder = holders[uid]
            if target is None or self.to in _EACH_CARD:
                target = yield from choose_pokemon(
                    ctx,
                    ctx.player,
                    msg("prompt.attach_target", card=card_name(ctx.game, uid)),
                    [d for d in destinations if d is not holder],
                    purpose=Purpose.ATTACH_TARGET,
                )
            if target is None or target is holder:
                continue
            holder.energy.remove(uid)
            target.energy.append(uid)
            ctx.did = True
            ctx.game.emit(
                event(
                    "move_energy",
                    player=Seat(ctx.player),
                    pokemon=target.id,
                    card=card_name(ctx.game, uid),
                    source=_name(ctx, holder),
                    target=_name(ctx, target),
                )
            )


@dataclass(frozen=True)
class AttachEnergyFrom(Part):
    """EN II-C-09: attach Energy cards from your discard pile or hand to your own Pokémon
    (always your own): ``count`` cards (``up_to``: any number up to it, D-05; 0 with
    ``up_to``: any number of them, D-02), to this Pokémon, to 1 of your Pokémon you choose, to
    your Pokémon in any way you like, or 1 card to each of them. Attaching by an effect is not
    the attachment from the hand of the turn (C-09)."""

    filter: CardFilter
    count: int = 1
    from_hand: bool = False
    to: str = TO_SELF
    bench_only: bool = False
    pokemon: CardFilter = ANY_POKEMON
    up_to: bool = False
    optional: bool = False

    def __post_init__(self) -> None:
        if self.to not in _TARGETS or self.count < 0 or (self.count == 0 and not self.up_to):
            raise ValueError("attach a positive count of cards (or any number) somewhere")
        if self.to == TO_EACH and (self.count != 1 or self.up_to):
            raise ValueError("each of your Pokémon gets 1 card")
        if self.to == TO_SELF and self.targets != YourPokemon():
            raise ValueError("this Pokémon is no choice among your Pokémon")

    @property
    def targets(self) -> YourPokemon:
        return YourPokemon(self.bench_only, self.pokemon)

    def describe(self) -> Message:
        if self.count == 0:
            amount = msg("text.amount_any_number", things=self.filter.noun(2))
        elif self.count == 1 and not self.up_to:
            amount = self.filter.one()
        else:
            amount = _amount(self.count, self.filter.noun(self.count), self.up_to)
        return msg(
            "text.attach_energy_from",
            amount=amount,
            hand=self.from_hand,
            target=self.targets.words(self.to),
            optional=self.optional,
        )

    def _zone(self, ctx: EffectContext) -> list[int]:
        mine = ctx.game.state.players[ctx.player]
        return mine.hand if self.from_hand else mine.discard

    def _cards(self, ctx: EffectContext) -> list[int]:
        state = ctx.game.state
        return [
            u for u in self._zone(ctx) if u != ctx.source and self.filter.matches(state.card(u))
        ]

    def _pokemon(self, ctx: EffectContext) -> list[InPlay]:
        if self.to == TO_SELF:
            return [ctx.pokemon] if ctx.pokemon is not None else []
        return self.targets.among(ctx)

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if not self._cards(ctx) or not self._pokemon(ctx):
            return refusal("nothing_to_attach", "EN II-C-09", cards=self.filter.noun(2))
        return None

    def run(self, ctx: EffectContext) -> Flow:
        cards, pokemon = self._cards(ctx), self._pokemon(ctx)
        if not cards or not pokemon:
            return
        if self.optional and not (yield from _agree(ctx, msg("prompt.may_attach"))):
            return
        zone = self._zone(ctx)
        kind = "attach_energy" if self.from_hand else "attach_from_discard"
        if self.to == TO_EACH:
            for each in pokemon:
                chosen = yield from choose_cards(
                    ctx,
                    ctx.player,
                    msg("prompt.attach_to", cards=self.filter.one(), target=_name(ctx, each)),
                    self._cards(ctx),
                    minimum=1,
                    maximum=1,
                    purpose=Purpose.ATTACH_FROM_DISCARD,
                )
                for uid in chosen:
                    attach(ctx.game, ctx.player, uid, zone, each, kind)
            return
        maximum = len(cards) if self.count == 0 else self.count
        chosen = yield from choose_cards(
            ctx,
            ctx.player,
            msg(
                "prompt.attach_cards",
                count=maximum,
                cards=self.filter.noun(maximum),
                up_to=self.up_to,
            ),
            cards,
            minimum=0 if self.up_to else maximum,
            maximum=maximum,
            purpose=Purpose.ATTACH_FROM_DISCARD,
        )
        target = None
        for uid in chosen:
            if target is None or self.to == TO_ANY:
                target = yield from choose_pokemon(
                    ctx,
                    ctx.player,
                    msg("prompt.attach_target", card=card_name(ctx.game, uid)),
                    pokemon,
                    purpose=Purpose.ATTACH_TARGET,
                )
            if target is not None:
                attach(ctx.game, ctx.player, uid, zone, target, kind)


# -- healing (C-06) --------------------------------------------------------------------------

#: Which Pokémon a heal names: this Pokémon, your Active Pokémon, each of your Pokémon, 1 of
#: your Pokémon you choose.
HEAL_SELF, HEAL_ACTIVE, HEAL_EACH, HEAL_ONE = "self", "active", "each", "one"


@dataclass(frozen=True)
class HealPokemon(Part):
    """EN II-C-06: heal ``amount`` damage (0: all of it) from this Pokémon, your Active
    Pokémon, each of your (Benched, typed) Pokémon, or 1 of them you choose among those with
    damage. A Trainer or an Ability can't be used when none of them has damage (C-06)."""

    role = TrainerRole.HEAL

    amount: int = 0
    target: str = HEAL_SELF
    bench_only: bool = False
    pokemon: CardFilter = ANY_POKEMON
    when: Condition = ALWAYS
    #: "..., and it recovers from all Special Conditions": a Pokémon with one may be chosen
    #: even without damage.
    cure: bool = False

    def __post_init__(self) -> None:
        if self.amount < 0 or self.target not in (HEAL_SELF, HEAL_ACTIVE, HEAL_EACH, HEAL_ONE):
            raise ValueError("heal some damage, or all of it, from Pokémon a text names")
        if self.target in (HEAL_SELF, HEAL_ACTIVE) and self.targets != YourPokemon():
            raise ValueError("this Pokémon and your Active Pokémon are no choice")

    @property
    def targets(self) -> YourPokemon:
        return YourPokemon(self.bench_only, self.pokemon)

    def describe(self) -> Message:
        if self.target == HEAL_SELF:
            target = msg("text.heal_target_self")
        elif self.target == HEAL_ACTIVE:
            target = msg("text.heal_target_active")
        else:
            target = self.targets.words(self.target)
        text = msg("text.heal_pokemon", amount=self.amount, target=target, cure=self.cure)
        return self.when.sentence(text)

    def _damaged(self, ctx: EffectContext) -> list[InPlay]:
        if self.target == HEAL_SELF:
            pool = [ctx.pokemon] if ctx.pokemon is not None else []
        elif self.target == HEAL_ACTIVE:
            active = ctx.game.state.players[ctx.player].active
            pool = [active] if active is not None else []
        else:
            pool = self.targets.among(ctx)
        return [p for p in pool if p.damage or (self.cure and p.conditions)]

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if not self._damaged(ctx):
            return refusal("nothing_to_heal", "EN II-C-06")
        return None

    def run(self, ctx: EffectContext) -> Flow:
        if not self.when.holds(ctx):
            return
        damaged = self._damaged(ctx)
        if self.target == HEAL_ONE:
            chosen = yield from choose_pokemon(
                ctx,
                ctx.player,
                msg("prompt.heal_which", amount=self.amount),
                damaged,
                purpose=Purpose.HEAL_TARGET,
            )
            damaged = [chosen] if chosen is not None else []
        for pokemon in damaged:
            heal(ctx.game, pokemon, self.amount or pokemon.damage)
            if self.cure:
                for condition in sorted(pokemon.conditions):
                    remove_condition(ctx.game, pokemon, condition)


@dataclass(frozen=True)
class RecoverFromConditions(Part):
    """ "This Pokémon (your Active Pokémon) recovers from all Special Conditions" (R-7: only
    an Active Pokémon has any)."""

    active: bool = False
    when: Condition = ALWAYS

    def describe(self) -> Message:
        return self.when.sentence(msg("text.recover_conditions", active=self.active))

    def _target(self, ctx: EffectContext) -> InPlay | None:
        return ctx.game.state.players[ctx.player].active if self.active else ctx.pokemon

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        target = self._target(ctx)
        if target is None or not target.conditions:
            return refusal("no_condition_to_remove", "EN II-A")
        return None

    def run(self, ctx: EffectContext) -> Flow:
        target = self._target(ctx)
        if not self.when.holds(ctx) or target is None:
            return
        for condition in sorted(target.conditions):
            remove_condition(ctx.game, target, condition)
        return
        yield
