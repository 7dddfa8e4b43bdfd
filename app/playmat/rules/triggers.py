"""Triggered text: what a card in play does when something happens, rather than when its
player announces it (EN II-E-03..E-08, E-20; JA I-D step 2).

An Ability of a Pokémon in play, a Pokémon Tool or Special Energy attached to one, or the
Stadium may print such text ("If this Pokémon is Knocked Out by damage from an attack from
your opponent's Pokémon, ...", "When you attach this card from your hand to 1 of your Benched
Pokémon, ...", "At the end of your turn, ...", "Whenever your opponent attaches an Energy card
from their hand to 1 of their Pokémon, ..."). The rules fire each :class:`Trigger` where it
happens; the texts it sets off resolve then, each in the order of the cards in play, their
owner answering "you may" once for each.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from playmat.i18n.message import Seat, msg
from playmat.rules.choices import yes_no
from playmat.rules.events import event
from playmat.rules.scripting import (
    AbilityKind,
    EffectContext,
    Flow,
    ScriptSource,
    Trigger,
    TriggeredEffect,
)
from playmat.rules.state import InPlay
from playmat.rules.zones import card_name

if TYPE_CHECKING:
    from playmat.cards.model import Card
    from playmat.rules.game import Game


@dataclass(frozen=True)
class _SetOff:
    """A triggered text to resolve: the card whose text it is, its owner, the Pokémon it is (or
    is attached to; None for a Stadium), and for an Ability its name."""

    effect: TriggeredEffect
    uid: int
    owner: int
    pokemon: InPlay | None
    ability: str = ""


def fire(
    game: Game,
    trigger: Trigger,
    player: int,
    *,
    that: InPlay | None = None,
    cards: tuple[int, ...] | None = None,
) -> Flow:
    """Resolve every text ``trigger`` sets off: ``player`` is who did what happened (whose
    Pokémon was Knocked Out, whose turn ends, who attached); ``that`` is the Pokémon it happened
    to; ``cards`` limits it to those cards (the card just attached, the Knocked Out Pokémon's
    cards)."""
    if trigger is Trigger.BENCHED and game.state.current != player:
        return  # "onto their Bench during their turn"
    texts = game.triggered_cards.get(trigger)
    if not texts:
        return  # no card of the game has text this sets off
    resolved: set[str] = set()
    for found in list(_set_off(game, trigger, player, cards, texts)):
        if not _still_there(game, found):
            continue
        if found.ability and found.effect.one_per_name:
            # EN II-E-15: "The effect of ... doesn't stack": one of that name resolves.
            if found.ability in resolved:
                continue
            resolved.add(found.ability)
        ctx = EffectContext(game, found.owner, found.uid, pokemon=found.pokemon, that_pokemon=that)
        effect = found.effect
        if effect.why_not(ctx) is not None:
            continue
        card = card_name(game, found.uid)
        if effect.optional:
            prompt = (
                msg("prompt.use_ability", card=card, ability=found.ability)
                if found.ability
                else msg("prompt.use_triggered", card=card)
            )
            answer = yield yes_no(found.owner, prompt)
            if answer != (0,):
                continue
        game.emit(event("triggered", player=Seat(found.owner), card=card, trigger=trigger.value))
        yield from effect.run(ctx)


def attached_from_hand(game: Game, player: int, uid: int, target: InPlay) -> Flow:
    """A card its player attached from their hand to ``target``: its own "when you attach this
    card from your hand" text (E-07), then, for an Energy card, the opponent's "whenever your
    opponent attaches an Energy card from their hand"."""
    yield from fire(game, Trigger.ATTACHED, player, that=target, cards=(uid,))
    if game.state.card(uid).is_energy:
        yield from fire(game, Trigger.OPPONENT_ATTACHES_ENERGY, player, that=target)


def triggered_cards(cards: Iterable[Card], scripts: ScriptSource) -> dict[Trigger, frozenset[str]]:
    """The ids of the cards whose text each trigger may set off, worked out once a game: the
    rules fire triggers after most actions, and in most games no card answers most of them."""
    found: dict[Trigger, set[str]] = {}
    for card in cards:
        script = scripts.script(card.id)
        if script is None:
            continue
        if card.is_pokemon:
            triggers = [
                ability.trigger
                for ability in script.abilities.values()
                if ability.kind is AbilityKind.TRIGGERED
            ]
        else:
            triggers = [effect.trigger for effect in script.triggers]
        for trigger in triggers:
            if trigger is not None:
                found.setdefault(trigger, set()).add(card.id)
    return {trigger: frozenset(ids) for trigger, ids in found.items()}


def _set_off(
    game: Game,
    trigger: Trigger,
    player: int,
    cards: tuple[int, ...] | None,
    texts: frozenset[str],
) -> Iterator[_SetOff]:
    """The texts ``trigger`` sets off, of the cards in play whose ids are in ``texts``."""
    state = game.state
    owners = {"own": (player,), "other": (1 - player,), "both": (player, 1 - player)}
    for owner in owners[trigger.whose]:
        for pokemon in state.players[owner].in_play():
            for uid in (pokemon.top, *pokemon.tools, *pokemon.energy):
                if (cards is None or uid in cards) and state.cards[uid].id in texts:
                    yield from _texts(game, trigger, uid, owner, pokemon)
    for uid in state.stadium:
        if (cards is None or uid in cards) and state.cards[uid].id in texts:
            yield from _texts(game, trigger, uid, state.owners[uid], None)


def _texts(
    game: Game, trigger: Trigger, uid: int, owner: int, pokemon: InPlay | None
) -> Iterator[_SetOff]:
    script = game.script(uid)
    if script is None:
        return
    card = game.state.card(uid)
    if card.is_pokemon:
        if pokemon is None or uid != pokemon.top:
            return
        for index, ability in script.abilities.items():
            name = card.abilities[index].name
            if game.has_no_ability(pokemon, name):
                continue  # EN II-D-13
            if ability.kind is AbilityKind.TRIGGERED and ability.trigger is trigger:
                yield _SetOff(ability, uid, owner, pokemon, name)
        return
    if pokemon is not None and uid in pokemon.tools and game.tools_off(pokemon):
        return
    for effect in script.triggers:
        if effect.trigger is trigger:
            yield _SetOff(effect, uid, owner, pokemon)


def _still_there(game: Game, found: _SetOff) -> bool:
    """A text an earlier one moved out of play (discarded its card, Knocked Out its Pokémon)
    no longer resolves."""
    state = game.state
    if found.pokemon is None:
        return found.uid in state.stadium
    pokemon = state.pokemon(found.pokemon.id)
    return pokemon is found.pokemon and found.uid in pokemon.all_cards()
