"""Moving cards between zones, with the events each move causes.

Every move of a card goes through here, so that "each card is in exactly one place" holds and
every move is logged with the right hidden information.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from playmat.rules.events import Event, player_name
from playmat.rules.state import InPlay, PlayerState

if TYPE_CHECKING:
    from playmat.rules.game import Game

#: Zones whose cards both players see.
PUBLIC_ZONES = ("discard", "lost_zone")


def zone_list(player: PlayerState, zone: str) -> list[int]:
    return {
        "deck": player.deck,
        "hand": player.hand,
        "discard": player.discard,
        "prizes": player.prizes,
        "lost_zone": player.lost_zone,
    }[zone]


def card_ref(game: Game, uid: int) -> dict[str, object]:
    card = game.state.card(uid)
    return {"uid": uid, "id": card.id, "name": card.name}


def draw(game: Game, player: int, count: int = 1) -> int:
    """Draw up to ``count`` cards (EN I-H); returns how many were drawn."""
    state = game.state.players[player]
    drawn = state.deck[:count]
    del state.deck[: len(drawn)]
    state.hand.extend(drawn)
    if drawn:
        names = ", ".join(game.state.card(uid).name for uid in drawn)
        amount = "a card" if len(drawn) == 1 else f"{len(drawn)} cards"
        game.emit(
            Event(
                "draw",
                f"{player_name(player)} drew {names}.",
                {"player": player, "cards": [card_ref(game, u) for u in drawn]},
                private_to=player,
                hidden_text=f"{player_name(player)} drew {amount}.",
                hidden_data={"player": player, "count": len(drawn)},
            )
        )
    return len(drawn)


def shuffle_deck(game: Game, player: int) -> None:
    """Shuffle with the game's own seeded generator only (E-18)."""
    game.rng.shuffle(game.state.players[player].deck)
    game.emit(Event("shuffle", f"{player_name(player)} shuffled their deck.", {"player": player}))


def move(
    game: Game, uid: int, source: list[int], destination: list[int], *, to_top: bool = False
) -> None:
    source.remove(uid)
    if to_top:
        destination.insert(0, uid)
    else:
        destination.append(uid)


def to_discard(game: Game, uid: int, source: list[int], reason: str = "") -> None:
    """Put a card into its owner's discard pile (C-01: always the owner's)."""
    owner = game.state.owner(uid)
    move(game, uid, source, game.state.players[owner].discard)
    text = f"{game.state.card(uid).name} was discarded" + (f" ({reason})" if reason else "") + "."
    game.emit(Event("discard", text, {"player": owner, "card": card_ref(game, uid)}))


def new_in_play(game: Game, owner: int, uid: int) -> InPlay:
    """A Pokémon coming into play: a new identity each time (JA II-E-12)."""
    state = game.state
    pokemon = InPlay(
        id=state.next_in_play_id,
        owner=owner,
        stack=[uid],
        changed_turn=state.turn,
        poison_counters=game.rules.poison_counters,
        burn_counters=game.rules.burn_counters,
    )
    state.next_in_play_id += 1
    return pokemon


def remove_from_play(game: Game, pokemon: InPlay) -> None:
    player = game.state.players[pokemon.owner]
    if player.active is pokemon:
        player.active = None
    else:
        player.bench.remove(pokemon)


def pokemon_ref(game: Game, pokemon: InPlay) -> dict[str, object]:
    return {"pokemon": pokemon.id, "owner": pokemon.owner, **card_ref(game, pokemon.top)}


def describe_pokemon(game: Game, pokemon: InPlay) -> str:
    """ "Player 1's Rowlet" for the log."""
    return f"{player_name(pokemon.owner)}'s {game.state.card(pokemon.top).name}"
