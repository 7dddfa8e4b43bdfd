"""Devolving Pokémon in play (EN II-C-13, P-29): the highest Stage Evolution card taken off
into its owner's hand or deck."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.effects.base import Part, choose_pokemon
from playmat.effects.board import prevents_effects
from playmat.effects.choosing import agree
from playmat.i18n.message import Message, Seat, msg
from playmat.rules.choices import Purpose
from playmat.rules.conditions import clear_conditions_and_effects
from playmat.rules.events import event
from playmat.rules.refusals import Refusal, refusal
from playmat.rules.rule_box import is_evolved
from playmat.rules.scripting import EffectContext, Flow
from playmat.rules.state import InPlay
from playmat.rules.zones import card_name, hide, pokemon_name, shuffle_deck

#: Which Pokémon a devolution reaches: the opponent's Active Pokémon, each of the opponent's
#: evolved Pokémon, 1 of them (Benched ones only, with ``bench_only``), 1 of your evolved
#: Pokémon, this Pokémon.
DEVOLVE_DEFENDER, DEVOLVE_EACH_THEIRS, DEVOLVE_ONE_THEIRS, DEVOLVE_ONE_YOURS, DEVOLVE_SELF = (
    "defender",
    "each_theirs",
    "one_theirs",
    "one_yours",
    "self",
)
_DEVOLVE_TARGETS = (
    DEVOLVE_DEFENDER,
    DEVOLVE_EACH_THEIRS,
    DEVOLVE_ONE_THEIRS,
    DEVOLVE_ONE_YOURS,
    DEVOLVE_SELF,
)


@dataclass(frozen=True)
class Devolve(Part):
    """EN II-C-13 (P-29): devolve evolved Pokémon by taking the highest Stage Evolution card
    off each into its owner's hand (``to_deck``: shuffled into its owner's deck). Its cards and
    damage stay on what is left, its Special Conditions and effects end, and it counts as new
    in play: it can't evolve this turn; with as much damage as its HP now, it is Knocked Out
    at the next check (P-14). An opponent's Pokémon protected from the effects of attacks is
    not devolved (C-17); a Pokémon put into play as an Evolution card has nothing to take off
    (C-13)."""

    target: str = DEVOLVE_DEFENDER
    to_deck: bool = False
    bench_only: bool = False
    optional: bool = False

    def __post_init__(self) -> None:
        if self.target not in _DEVOLVE_TARGETS:
            raise ValueError(f"{self.target!r} names no Pokémon to devolve")
        if self.bench_only and self.target != DEVOLVE_ONE_THEIRS:
            raise ValueError("only 1 of the opponent's Benched Pokémon is chosen so")

    def describe(self) -> Message:
        return msg(
            "text.devolve",
            target=self.target,
            benched=self.bench_only,
            deck=self.to_deck,
            optional=self.optional,
        )

    def _evolved(self, ctx: EffectContext) -> list[InPlay]:
        state = ctx.game.state
        theirs, mine = state.players[ctx.opponent], state.players[ctx.player]
        if self.target == DEVOLVE_DEFENDER:
            pool = [theirs.active] if theirs.active is not None else []
        elif self.target == DEVOLVE_ONE_YOURS:
            pool = mine.in_play()
        elif self.target == DEVOLVE_SELF:
            pool = [p for p in mine.in_play() if p is ctx.pokemon]
        else:
            pool = list(theirs.bench) if self.bench_only else theirs.in_play()
        return [
            p
            for p in pool
            if is_evolved(state.cards, p)
            and (p.owner == ctx.player or not prevents_effects(ctx, p))
        ]

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if not self._evolved(ctx):
            return refusal("nothing_to_devolve", "EN II-C-13")
        return None

    def run(self, ctx: EffectContext) -> Flow:
        ctx.did = False
        evolved = self._evolved(ctx)
        if not evolved:
            return
        if self.optional and not (yield from agree(ctx, msg("prompt.devolve_yes_no"))):
            return
        if self.target in (DEVOLVE_ONE_THEIRS, DEVOLVE_ONE_YOURS):
            chosen = yield from choose_pokemon(
                ctx, ctx.player, msg("prompt.devolve_which"), evolved, purpose=Purpose.YOU_MAY
            )
            evolved = [chosen] if chosen is not None else []
        for pokemon in evolved:
            _devolve(ctx, pokemon, to_deck=self.to_deck)
            ctx.did = True


def _devolve(ctx: EffectContext, pokemon: InPlay, *, to_deck: bool) -> None:
    """Take the top card off ``pokemon`` into its owner's hand or deck (C-13)."""
    game, state = ctx.game, ctx.game.state
    owner = state.players[pokemon.owner]
    uid = pokemon.stack.pop()
    card = card_name(game, uid)
    clear_conditions_and_effects(pokemon)
    pokemon.changed_turn = state.turn
    hide(game, uid, owner.deck if to_deck else owner.hand)
    game.emit(
        event(
            "devolve",
            player=Seat(pokemon.owner),
            pokemon=pokemon.id,
            card=card,
            target=pokemon_name(game, pokemon),
            deck=to_deck,
        )
    )
    if to_deck:
        shuffle_deck(game, pokemon.owner)
