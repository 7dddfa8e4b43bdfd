"""A player's view of the game: the only view of hidden information that leaves the engine.

The opponent's hand, both decks and face-down Prize cards appear only as counts or backs; during
setup the opponent's face-down Pokémon are backs too (I-G steps 5-8).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from playmat.rules.choices import Choice
from playmat.rules.scripting import AwaitAction
from playmat.rules.state import InPlay, Phase, PlayerState

if TYPE_CHECKING:
    from playmat.rules.game import Game


def observe(game: Game, viewer: int) -> dict[str, Any]:
    state = game.state
    pending = game.pending
    flags = state.flags
    return {
        "viewer": viewer,
        "turn": state.turn,
        "phase": state.phase.value,
        "current": state.current,
        "first_player": state.first_player,
        "winner": state.winner,
        "end_reason": state.end_reason,
        "rules": game.rules.name,
        "stadium": [_card(game, uid) for uid in state.stadium],
        "players": [_player(game, p, viewer) for p in state.players],
        "turn_flags": {
            "energy_attached": flags.energy_attached,
            "supporter_played": flags.supporter_played,
            "stadium_played": flags.stadium_played,
            "retreated": flags.retreated,
        },
        "awaiting": None if pending is None else pending.player,
        "awaiting_action": isinstance(pending, AwaitAction),
        "choice": _choice(game, pending, viewer) if isinstance(pending, Choice) else None,
    }


def _choice(game: Game, choice: Choice, viewer: int) -> dict[str, Any]:
    """The pending choice as ``viewer`` may see it. The chooser also gets the cards the choice
    lets them look at (a deck search shows the whole deck) and the card behind each option, so
    a view can draw them; the other player gets neither."""
    data = choice.to_dict(viewer)
    if viewer == choice.player:
        data["shown_cards"] = [_card(game, uid) for uid in choice.shown_cards]
        for option in data["options"]:
            if option["card"] is not None:
                option["card_id"] = game.state.card(option["card"]).id
    return data


def _card(game: Game, uid: int) -> dict[str, Any]:
    card = game.state.card(uid)
    return {"uid": uid, "id": card.id, "name": card.name}


def _player(game: Game, player: PlayerState, viewer: int) -> dict[str, Any]:
    mine = player.index == viewer
    hidden_setup = game.state.phase is Phase.SETUP and not mine
    return {
        "index": player.index,
        "deck": len(player.deck),
        "hand": [_card(game, u) for u in player.hand] if mine else len(player.hand),
        "hand_count": len(player.hand),
        "discard": [_card(game, u) for u in player.discard],
        "lost_zone": [_card(game, u) for u in player.lost_zone],
        "prizes": [
            _card(game, u) if mine and u in player.known_prizes else None for u in player.prizes
        ],
        "active": _pokemon(game, player.active, hidden_setup) if player.active else None,
        "bench": [_pokemon(game, p, hidden_setup) for p in player.bench],
        "effects": [m.to_dict() for m in game.player_modifiers(player.index)],
        "mulligans": player.mulligans,
        "gx_used": player.gx_used,
        "vstar_used": player.vstar_used,
    }


def _pokemon(game: Game, pokemon: InPlay, face_down: bool) -> dict[str, Any]:
    if face_down:
        return {"id": pokemon.id, "face_down": True}
    state = game.state
    return {
        "id": pokemon.id,
        "face_down": False,
        "card": _card(game, pokemon.top),
        "stack": [_card(game, u) for u in pokemon.stack],
        "energy": [_card(game, u) for u in pokemon.energy],
        "tools": [_card(game, u) for u in pokemon.tools],
        "damage": pokemon.damage,
        "hp": state.max_hp(pokemon),
        "remaining_hp": state.remaining_hp(pokemon),
        "conditions": sorted(c.value for c in pokemon.conditions),
        "effects": [m.to_dict() for m in game.modifiers_on(pokemon)],
        "new_this_turn": pokemon.changed_turn == state.turn,
    }
