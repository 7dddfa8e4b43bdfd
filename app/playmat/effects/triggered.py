"""Parts of triggered text and of Abilities used under a condition
(:mod:`playmat.rules.triggers`, EN II-E-03..E-08, E-20): the condition the text resolves
under ("Once during your turn, if any of your Pokémon were Knocked Out during your opponent's
last turn, you may ...", "When you attach this card from your hand to 1 of your Benched
Pokémon, ..."), a card that discards itself ("discard this card"), and damage counters on
"that Pokémon" the trigger happened to.
"""

from __future__ import annotations

from dataclasses import dataclass

from playmat.effects.always_on import Spot
from playmat.effects.base import Condition, Estimate, Part
from playmat.effects.board import require_positive, source_of
from playmat.effects.predicates import UNKNOWN, CardFilter
from playmat.i18n.message import Message, Term, msg
from playmat.rules.damage import put_damage_counters
from playmat.rules.scripting import BoardFacts, EffectContext, Flow
from playmat.rules.zones import to_discard


@dataclass(frozen=True)
class ThatPokemonIs(Condition):
    """What a trigger names the Pokémon it happens to by: "to 1 of your Benched Pokémon", "to
    a Lightning Pokémon", "puts a Basic non-Darkness Pokémon onto their Bench"
    (``EffectContext.that_pokemon``)."""

    cards: CardFilter | None = None
    spot: Spot = Spot.ANY

    def __post_init__(self) -> None:
        if self.cards is None and self.spot is Spot.ANY:
            raise ValueError("a condition on that Pokémon names its kind or its Spot")

    def sentence(self, then: Message) -> Message:
        cards = self.cards
        return msg(
            "condition.that_pokemon_is",
            spot=self.spot.value,
            noun=cards.noun(1) if cards is not None else Term("noun.pokemon"),
            one=cards.one() if cards is not None else Term("noun.pokemon"),
            then=then,
        )

    def holds(self, ctx: EffectContext) -> bool:
        pokemon = ctx.that_pokemon
        if pokemon is None:
            return False
        state = ctx.game.state
        if self.cards is not None and not self.cards.matches(state.top_card(pokemon)):
            return False
        if self.spot is Spot.ANY:
            return True
        is_active = state.players[pokemon.owner].active is pokemon
        return is_active == (self.spot is Spot.ACTIVE)

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return UNKNOWN


@dataclass(frozen=True)
class DiscardThisCard(Part):
    """ "Discard this card": the Pokémon Tool or Special Energy whose text it is leaves the
    Pokémon it is attached to for its owner's discard pile (EN I-B-01, C-01), and its effects
    end with it."""

    def describe(self) -> Message:
        return msg("text.discard_this_card")

    def run(self, ctx: EffectContext) -> Flow:
        state = ctx.game.state
        for player in state.players:
            for pokemon in player.in_play():
                for cards in (pokemon.tools, pokemon.energy):
                    if ctx.source in cards:
                        to_discard(ctx.game, ctx.source, cards)
                        ctx.did = True
                        return
        yield from ()


@dataclass(frozen=True)
class CountersOnThat(Part):
    """ "Put 2 damage counters on that Pokémon" (EN II-C-07): on the Pokémon the trigger
    happened to, while it is still in play."""

    counters: int

    def __post_init__(self) -> None:
        require_positive(counters=self.counters)

    def describe(self) -> Message:
        return msg("text.counters_on_that", counters=self.counters)

    def run(self, ctx: EffectContext) -> Flow:
        target = ctx.that_pokemon
        if target is not None and ctx.game.state.pokemon(target.id) is target:
            put_damage_counters(ctx.game, target, self.counters, source_of(ctx))
        yield from ()


@dataclass(frozen=True)
class FirstTurn(Condition):
    """ "During your first turn": the player's first turn of the game (R-4 counts the turns)."""

    def sentence(self, then: Message) -> Message:
        return msg("condition.first_turn", then=then)

    def holds(self, ctx: EffectContext) -> bool:
        return ctx.game.state.is_first_turn_of(ctx.player)

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return UNKNOWN


@dataclass(frozen=True)
class OthersOfItsName(Condition):
    """ "As long as you have at least 1 other Bouffalant in play": other Pokémon in play of the
    player's with the name of the card whose text it is."""

    at_least: int

    def __post_init__(self) -> None:
        require_positive(at_least=self.at_least)

    def sentence(self, then: Message) -> Message:
        return msg("condition.others_of_its_name", count=self.at_least, then=then)

    def holds(self, ctx: EffectContext) -> bool:
        state = ctx.game.state
        name = state.card(ctx.source).name
        others = [
            p
            for p in state.players[ctx.player].in_play()
            if p is not ctx.pokemon and state.top_card(p).name == name
        ]
        return len(others) >= self.at_least

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return UNKNOWN
