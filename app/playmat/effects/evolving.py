"""Evolving Pokémon in play with cards from the deck (EN II-C-12, P-28): "Search your deck for a
card that evolves from this Pokémon and put it onto this Pokémon to evolve it", for 1 of your
Pokémon, for each of your Benched Pokémon; then the deck is shuffled (E-18). And this
Pokémon's card switched for another from the deck or the hand ("Form Change")."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.cards.model import Card
from playmat.effects.base import ALWAYS, Condition, Part, choose_cards, choose_pokemon
from playmat.effects.board import empty_deck
from playmat.effects.choosing import agree
from playmat.effects.predicates import ANY_CARD, ANY_POKEMON, CardFilter
from playmat.i18n.message import Message, Seat, msg
from playmat.rules.choices import Purpose
from playmat.rules.events import event
from playmat.rules.refusals import Refusal, refusal
from playmat.rules.scripting import EffectContext, Flow
from playmat.rules.state import InPlay
from playmat.rules.turn import evolve_from
from playmat.rules.zones import card_name, hide, pokemon_name, shuffle_deck

#: Which Pokémon an evolution from the deck reaches: this Pokémon; 1 of your Pokémon (the card
#: chosen first, then a Pokémon it evolves); each of your Benched Pokémon (of a kind), one card
#: for each.
EVOLVE_SELF, EVOLVE_ONE, EVOLVE_EACH_BENCHED = "self", "one", "each_benched"
_TARGETS = (EVOLVE_SELF, EVOLVE_ONE, EVOLVE_EACH_BENCHED)


@dataclass(frozen=True)
class EvolveFromDeck(Part):
    """EN II-C-12 (P-28): search your deck (I-H: it may find nothing) for a card that evolves
    from the Pokémon the text names and put it onto that Pokémon to evolve it, as an evolution
    from the hand would (I-A-05: it keeps its cards and damage, and its Special Conditions and
    effects end, P-04); then shuffle the deck (E-18).

    Evolving by an effect is allowed during the first turn and on a Pokémon new this turn,
    unless the text says otherwise (C-12, P-28, R-4). ``cards``: what the text calls the card
    ("a card", "a Pokémon ex"); ``by_name``: the text names the card and puts it onto this
    Pokémon whatever it evolves from ("a Haxorus ... onto this Axew"); ``no_abilities``: "a
    card that has no Abilities". An evolution from the deck is not one from the hand: it
    triggers no "when you play this Pokémon from your hand to evolve" Ability (E-05)."""

    target: str = EVOLVE_SELF
    cards: CardFilter = ANY_CARD
    by_name: bool = False
    no_abilities: bool = False
    #: Which Benched Pokémon, for each of them ("each of your Benched Basic Pokémon").
    pokemon: CardFilter = ANY_POKEMON
    optional: bool = False
    when: Condition = ALWAYS

    def __post_init__(self) -> None:
        if self.target not in _TARGETS:
            raise ValueError(f"{self.target!r} names no Pokémon to evolve")
        if self.target != EVOLVE_EACH_BENCHED and self.pokemon != ANY_POKEMON:
            raise ValueError("only the Benched Pokémon evolved one by one are of a kind")
        if self.by_name and (self.target != EVOLVE_SELF or self.cards == ANY_CARD):
            raise ValueError("a card named by the text goes onto this Pokémon")

    @property
    def that_one(self) -> bool:
        """It evolves one Pokémon, "that Pokémon" for a later sentence."""
        return self.target != EVOLVE_EACH_BENCHED

    def describe(self) -> Message:
        text = msg(
            "text.evolve_from_deck",
            target=self.target,
            card=self.cards.one(),
            any_card=self.cards == ANY_CARD,
            by_name=self.by_name,
            no_abilities=self.no_abilities,
            pokemon=self.pokemon.noun(2),
            optional=self.optional,
        )
        return msg(
            "text.sentences", parts=(self.when.sentence(text), msg("text.shuffle_afterwards"))
        )

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        return empty_deck(ctx)

    def _evolves(self, card: Card, ctx: EffectContext, pokemon: InPlay) -> bool:
        """Whether the card may go onto the Pokémon by this text."""
        if not (card.is_pokemon and card.evolves_from and self.cards.matches(card)):
            return False
        if self.no_abilities and card.abilities:
            return False
        return self.by_name or card.evolves_from == ctx.game.state.top_card(pokemon).name

    def _pokemon(self, ctx: EffectContext) -> list[InPlay]:
        state = ctx.game.state
        mine = state.players[ctx.player]
        if self.target == EVOLVE_SELF:
            return [p for p in mine.in_play() if p is ctx.pokemon]
        if self.target == EVOLVE_ONE:
            return mine.in_play()
        return [p for p in mine.bench if self.pokemon.matches(state.top_card(p))]

    def run(self, ctx: EffectContext) -> Flow:
        holds = self.when.holds(ctx)
        ctx.did = False
        if not holds:
            return
        if self.optional and not (yield from agree(ctx, msg("prompt.search_yes_no"))):
            return
        pokemon = self._pokemon(ctx)
        if self.target == EVOLVE_EACH_BENCHED:
            evolved = []
            for each in pokemon:
                done = yield from self._evolve(ctx, [each])
                evolved += done
        else:
            evolved = yield from self._evolve(ctx, pokemon)
        if not evolved:
            ctx.game.emit(event("search_nothing", player=Seat(ctx.player)))
        elif self.that_one:
            ctx.that_pokemon = evolved[0]
        ctx.did = bool(evolved)
        ctx.counted = len(evolved)
        shuffle_deck(ctx.game, ctx.player)

    def _evolve(self, ctx: EffectContext, pokemon: list[InPlay]) -> Flow:
        """The player looks through the deck for up to 1 card that evolves one of ``pokemon``
        and evolves it; returns the Pokémon evolved (none or one)."""
        state = ctx.game.state
        deck = state.players[ctx.player].deck
        fits = {uid: [p for p in pokemon if self._evolves(state.card(uid), ctx, p)] for uid in deck}
        prompt = (
            msg("prompt.evolve_card", target=pokemon_name(ctx.game, pokemon[0]))
            if len(pokemon) == 1
            else msg("prompt.evolve_card_any")
        )
        chosen = yield from choose_cards(
            ctx,
            ctx.player,
            prompt,
            [uid for uid, onto in fits.items() if onto],
            minimum=0,
            maximum=1,
            purpose=Purpose.SEARCH,
            shown=list(deck),
        )
        if not chosen:
            return []
        uid = chosen[0]
        target = yield from choose_pokemon(
            ctx,
            ctx.player,
            msg("prompt.evolve_target", card=card_name(ctx.game, uid)),
            fits[uid],
            purpose=Purpose.ATTACH_TARGET,
        )
        if target is None:
            return []
        yield from evolve_from(ctx.game, uid, deck, target, from_hand=False)
        return [target]


@dataclass(frozen=True)
class SwitchPokemonCard(Part):
    """ "Search your deck for another Deoxys and switch it with this Pokémon. (Any cards
    attached to it, damage counters, Special Conditions, and effects on it are now on the new
    Pokémon.) If you do, put this Pokémon on top of your deck. Shuffle your deck afterward."
    (EN I-H, E-18): this Pokémon's card is switched for a card of the deck (``from_hand``: of
    the hand) that ``cards`` accepts; it is the same Pokémon in play, with all it had. The
    card it was goes on top of the deck (into the hand), and with ``shuffle`` the deck is
    shuffled afterwards. Not an evolution: nothing about evolving applies."""

    cards: CardFilter
    from_hand: bool = False
    shuffle: bool = False
    optional: bool = False

    def __post_init__(self) -> None:
        if self.from_hand and self.shuffle:
            raise ValueError("the card switched from the hand goes back into the hand")

    def describe(self) -> Message:
        text = msg(
            "text.switch_pokemon_card",
            card=self.cards.one(),
            hand=self.from_hand,
            optional=self.optional,
        )
        if not self.shuffle:
            return text
        return msg("text.sentences", parts=(text, msg("text.shuffle_afterwards")))

    def _zone(self, ctx: EffectContext) -> list[int]:
        mine = ctx.game.state.players[ctx.player]
        return mine.hand if self.from_hand else mine.deck

    def _pokemon(self, ctx: EffectContext) -> InPlay | None:
        mine = ctx.game.state.players[ctx.player]
        return next((p for p in mine.in_play() if p is ctx.pokemon), None)

    def _cards(self, ctx: EffectContext) -> list[int]:
        state = ctx.game.state
        return [
            u
            for u in self._zone(ctx)
            if state.card(u).is_pokemon and self.cards.matches(state.card(u))
        ]

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if self.from_hand and not self._cards(ctx):
            return refusal("nothing_to_switch_with", "EN II-A", card=self.cards.one())
        return None if self.from_hand else empty_deck(ctx)

    def run(self, ctx: EffectContext) -> Flow:
        ctx.did = False
        pokemon = self._pokemon(ctx)
        if pokemon is None:
            return
        if self.optional and not (yield from agree(ctx, msg("prompt.switch_card_yes_no"))):
            return
        zone = self._zone(ctx)
        chosen = yield from choose_cards(
            ctx,
            ctx.player,
            msg("prompt.switch_card", card=self.cards.one()),
            self._cards(ctx),
            minimum=0 if not self.from_hand else 1,
            maximum=1,
            purpose=Purpose.SEARCH,
            shown=[] if self.from_hand else list(zone),
        )
        if chosen:
            uid, old = chosen[0], pokemon.top
            zone.remove(uid)
            pokemon.stack[-1] = uid
            ctx.game.emit(
                event(
                    "switch_card",
                    player=Seat(ctx.player),
                    pokemon=pokemon.id,
                    old=card_name(ctx.game, old),
                    card=card_name(ctx.game, uid),
                )
            )
            hide(ctx.game, old, zone, on_top=not self.from_hand)
            ctx.did = True
        elif not self.from_hand:
            ctx.game.emit(event("search_nothing", player=Seat(ctx.player)))
        if self.shuffle:
            shuffle_deck(ctx.game, ctx.player)
