"""A player's Pokémon in play put back into their hand or deck, or discarded, with every card of
it (EN II-C-02, P-21: its evolution stack goes with it; its damage counters and effects are
gone; an empty Active Spot is filled as after a Knock Out, I-E)."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.effects.base import ALWAYS, Condition, Part, choose_pokemon
from playmat.effects.board import prevents_effects
from playmat.effects.choosing import agree
from playmat.effects.predicates import CardFilter
from playmat.i18n.message import Message, Seat, msg
from playmat.rules.choices import Purpose
from playmat.rules.events import event
from playmat.rules.refusals import Refusal, refusal
from playmat.rules.scripting import EffectContext, Flow
from playmat.rules.state import InPlay
from playmat.rules.zones import card_name, discard_pile, hide, remove_from_play, shuffle_deck

#: Where the Pokémon's cards go: into the hand, shuffled into the deck, into the discard pile.
DESTINATIONS = ("hand", "deck", "discard")


@dataclass(frozen=True)
class ReturnPokemon(Part):
    """C-02, P-21: "Put 1 of your Pokémon and all attached cards into your hand" (``to``
    "hand"; "deck": shuffled into the deck; "discard": discarded, which is not a Knock Out),
    "You may put this Pokémon into your hand. (Discard all cards attached to this Pokémon.)"
    (``yourself``, ``discard_attached``). ``pokemon``: only your Pokémon of that kind;
    ``benched``: only Benched ones; ``damaged``: only one with damage counters on it."""

    to: str = "hand"
    yourself: bool = False
    pokemon: CardFilter | None = None
    benched: bool = False
    damaged: bool = False
    #: Its attached cards go into the discard pile rather than with it.
    discard_attached: bool = False
    optional: bool = False
    when: Condition = ALWAYS

    def __post_init__(self) -> None:
        if self.to not in DESTINATIONS:
            raise ValueError(f"{self.to!r} is not where a Pokémon's cards go")
        if self.yourself and (self.pokemon is not None or self.benched or self.damaged):
            raise ValueError("this Pokémon is no kind of Pokémon")
        if self.discard_attached and self.to == "discard":
            raise ValueError("every card is discarded already")

    def describe(self) -> Message:
        kind = self.pokemon.noun(1) if self.pokemon is not None else msg("text.pokemon_plain")
        text = msg(
            "text.return_pokemon",
            yourself=self.yourself,
            benched=self.benched,
            kind=kind,
            damaged=self.damaged,
            to=self.to,
            discard_attached=self.discard_attached,
        )
        if self.optional:
            text = msg("text.may_do", action=text)
        return self.when.sentence(text)

    def _candidates(self, ctx: EffectContext) -> list[InPlay]:
        state = ctx.game.state
        mine = state.players[ctx.player]
        if self.yourself:
            pokemon = ctx.pokemon
            return [pokemon] if pokemon is not None and pokemon in mine.in_play() else []
        return [
            p
            for p in (mine.bench if self.benched else mine.in_play())
            if (self.pokemon is None or self.pokemon.matches(state.top_card(p)))
            and (p.damage > 0 or not self.damaged)
        ]

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if not self._candidates(ctx):
            return refusal("no_pokemon_to_return", "EN II-C-02")
        return None

    def run(self, ctx: EffectContext) -> Flow:
        if not self.when.holds(ctx):
            return
        candidates = self._candidates(ctx)
        ctx.did = False
        if not candidates:
            return
        if self.optional and not (yield from agree(ctx, msg("prompt.return_pokemon_yes_no"))):
            return
        chosen = yield from choose_pokemon(
            ctx,
            ctx.player,
            msg("prompt.return_pokemon", to=self.to),
            candidates,
            purpose=Purpose.SEARCH,
        )
        if chosen is None:
            return
        _put_back(ctx, chosen, self.to, self.discard_attached)
        ctx.did = True


def _put_back(ctx: EffectContext, pokemon: InPlay, to: str, discard_attached: bool) -> None:
    """P-21: every card of the Pokémon goes to its owner's hand, deck or discard pile (attached
    cards to the discard pile when the text says so); the Pokémon leaves play."""
    game = ctx.game
    owner = game.state.players[pokemon.owner]
    who = Seat(pokemon.owner)
    name = card_name(game, pokemon.top)
    remove_from_play(game, pokemon)
    attached = [*pokemon.energy, *pokemon.tools]
    going = list(pokemon.stack) + ([] if discard_attached else attached)
    for uid in going:
        if to == "hand":
            hide(game, uid, owner.hand)
        elif to == "deck":
            hide(game, uid, owner.deck)
        else:
            discard_pile(game, uid).append(uid)
    if discard_attached:
        for uid in attached:
            discard_pile(game, uid).append(uid)
    game.emit(event("return_pokemon", player=who, card=name, to=to, discarded=discard_attached))
    if to == "deck":
        shuffle_deck(game, pokemon.owner)


@dataclass(frozen=True)
class OpponentsPokemonAway(Part):
    """C-02, P-21 on the opponent's side: "Choose 2 of your opponent's Benched Pokémon. Shuffle
    those Pokémon and all attached cards into your opponent's deck", "Put 1 of your opponent's
    Benched Pokémon and all cards attached to it into your opponent's hand", "Discard your
    opponent's Active Pokémon and all attached cards" (C-01: not a Knock Out, no Prize cards).
    The player chooses ``count`` of them (all, with no more than that); a Pokémon protected
    from the effects of attacks stays (C-17). ``active``: the Active Pokémon, not chosen;
    ``benched``: only Benched ones. The opponent fills an empty Active Spot after the attack
    (EN I-E)."""

    to: str = "deck"
    count: int = 1
    benched: bool = False
    active: bool = False
    when: Condition = ALWAYS

    def __post_init__(self) -> None:
        if self.to not in DESTINATIONS:
            raise ValueError(f"{self.to!r} is not where the opponent's Pokémon go")
        if self.count < 1 or (self.active and (self.benched or self.count != 1)):
            raise ValueError("the Active Pokémon is one Pokémon, not Benched")

    def describe(self) -> Message:
        return self.when.sentence(
            msg(
                "text.opponents_pokemon_away",
                to=self.to,
                count=self.count,
                benched=self.benched,
                active=self.active,
            )
        )

    def run(self, ctx: EffectContext) -> Flow:
        if not self.when.holds(ctx):
            return
        theirs = ctx.game.state.players[ctx.opponent]
        if self.active:
            candidates = [theirs.active] if theirs.active is not None else []
        else:
            candidates = list(theirs.bench if self.benched else theirs.in_play())
        candidates = [p for p in candidates if not prevents_effects(ctx, p)]
        chosen: list[InPlay] = []
        while candidates and len(chosen) < self.count:
            if len(candidates) + len(chosen) <= self.count:
                picked = candidates[0]
            else:
                picked = yield from choose_pokemon(
                    ctx,
                    ctx.player,
                    msg("prompt.opponents_pokemon_away", to=self.to),
                    candidates,
                    purpose=Purpose.SEARCH,
                )
            candidates.remove(picked)
            chosen.append(picked)
        for pokemon in chosen:
            _put_back(ctx, pokemon, self.to, discard_attached=False)
        ctx.did = bool(chosen)
