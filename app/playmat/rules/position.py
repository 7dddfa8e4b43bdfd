"""Positions: a game state written by hand, as plain data, for scenarios and bug reports.

A position names cards by their card-database id. Counts may be written ``"sm1-165 x4"``.
Players are numbered 1 and 2 as players say it; see ``docs`` in :mod:`playmat.play.scenario`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from playmat.cards.model import Card
from playmat.errors import PlaymatError
from playmat.i18n.message import msg
from playmat.rules.modifiers import Duration, Modifier, ModifierKind
from playmat.rules.state import Condition, GameState, InPlay, Phase, PlayerState, TurnFlags

_COUNTED = re.compile(r"^\s*(\S+)\s+[x×](\d+)\s*$")
ZONES = ("hand", "deck", "discard", "prizes", "lost_zone")
USED_FLAGS = {
    "energy": "energy_attached",
    "supporter": "supporter_played",
    "stadium": "stadium_played",
    "retreat": "retreated",
}


class PositionError(PlaymatError):
    """A hand-written position that cannot be set up."""


def expand(entries: Any, where: str) -> list[str]:
    """``["sm1-165 x3", "sm1-9"]`` -> three Fire Energy ids and one Rowlet id."""
    if entries is None:
        return []
    if not isinstance(entries, list) or not all(isinstance(e, str) for e in entries):
        raise PositionError(msg("position.card_list", where=where))
    ids: list[str] = []
    for entry in entries:
        match = _COUNTED.match(entry)
        if match:
            ids.extend([match.group(1)] * int(match.group(2)))
        else:
            ids.append(entry.strip())
    return ids


def card_ids_in(position: Mapping[str, Any]) -> set[str]:
    """Every card id a position names, so the caller can fetch them from the database."""
    found: set[str] = set(expand(position.get("stadium") and [position["stadium"]], "stadium"))
    for number in (1, 2):
        side = _side(position, number)
        for zone in ZONES:
            found.update(expand(side.get(zone), f"player{number}.{zone}"))
        for pokemon in _pokemon_specs(side, number):
            found.add(str(pokemon.get("card")))
            for key in ("energy", "tools", "evolved_from"):
                found.update(expand(pokemon.get(key), f"player{number} Pokémon {key}"))
    return found


def _side(position: Mapping[str, Any], number: int) -> Mapping[str, Any]:
    """What a position says of player ``number`` (1 or 2): a table, or nothing."""
    side = position.get(f"player{number}") or {}
    if not isinstance(side, Mapping):
        raise PositionError(msg("position.side", side=f"player{number}"))
    return side


def _list(value: Any, key: str) -> list[Any]:
    """An optional list of a position: nothing, or a list."""
    if value is None:
        return []
    if not isinstance(value, list):
        raise PositionError(msg("position.list", key=key))
    return value


def _pokemon_specs(side: Mapping[str, Any], number: int) -> list[Mapping[str, Any]]:
    specs = []
    if side.get("active") is not None:
        specs.append(side["active"])
    bench = side.get("bench") or []
    if not isinstance(bench, list):
        raise PositionError(msg("position.bench_list", side=f"player{number}"))
    specs.extend(bench)
    for spec in specs:
        if not isinstance(spec, Mapping) or not isinstance(spec.get("card"), str):
            raise PositionError(msg("position.pokemon_card", side=f"player{number}"))
    return specs


def build_state(position: Mapping[str, Any], cards: Mapping[str, Card]) -> GameState:
    """A :class:`GameState` in the middle of the current player's turn."""
    missing = sorted(card_ids_in(position) - set(cards))
    if missing:
        raise PositionError(msg("position.unknown_cards", cards=tuple(missing)))
    state = GameState(cards={}, owners={}, players=(PlayerState(0), PlayerState(1)))

    def new_card(card_id: str, owner: int) -> int:
        uid = state.next_uid
        state.next_uid += 1
        state.cards[uid] = cards[card_id]
        state.owners[uid] = owner
        return uid

    state.turn = _int(position, "turn", 3)
    state.current = _player(position, "current", 1)
    state.first_player = _player(position, "first_player", 1)
    state.phase = Phase.TURN
    for index, player in enumerate(state.players):
        side = _side(position, index + 1)
        for zone in ZONES:
            target = getattr(player, zone)
            target.extend(new_card(c, index) for c in expand(side.get(zone), zone))
        specs = _pokemon_specs(side, index + 1)
        pokemon = [_in_play(state, spec, index, new_card) for spec in specs]
        if side.get("active") is not None:
            player.active = pokemon.pop(0)
        if len(pokemon) > 5:
            raise PositionError(msg("position.bench_full", side=f"player{index + 1}"))
        player.bench.extend(pokemon)
        player.effects = [_modifier(e, state.turn) for e in _list(side.get("effects"), "effects")]
        player.gx_used = bool(side.get("gx_used", False))
        player.vstar_used = bool(side.get("vstar_used", False))
        if player.active is None:
            raise PositionError(msg("position.no_active", side=f"player{index + 1}"))
    if position.get("stadium"):
        stadium = expand([position["stadium"]], "stadium")[0]
        state.stadium.append(new_card(stadium, _player(position, "stadium_owner", 1)))
    state.flags = _flags(position)
    return state


def _flags(position: Mapping[str, Any]) -> TurnFlags:
    flags = TurnFlags()
    for used in _list(position.get("used"), "used"):
        if not isinstance(used, str) or used not in USED_FLAGS:
            raise PositionError(msg("position.used", known=tuple(USED_FLAGS), found=str(used)))
        setattr(flags, USED_FLAGS[used], True)
    return flags


def _in_play(state: GameState, spec: Mapping[str, Any], owner: int, new_card: Any) -> InPlay:
    stack = [new_card(c, owner) for c in expand(spec.get("evolved_from"), "evolved_from")]
    stack.append(new_card(str(spec["card"]), owner))
    pokemon = InPlay(id=state.next_in_play_id, owner=owner, stack=stack)
    state.next_in_play_id += 1
    pokemon.energy = [new_card(c, owner) for c in expand(spec.get("energy"), "energy")]
    pokemon.tools = [new_card(c, owner) for c in expand(spec.get("tools"), "tools")]
    pokemon.damage = _int(spec, "damage", 0)
    if pokemon.damage < 0 or pokemon.damage % 10:
        raise PositionError(msg("position.damage"))
    conditions = _list(spec.get("conditions"), "conditions")
    try:
        pokemon.conditions = {Condition(c if isinstance(c, str) else "") for c in conditions}
    except ValueError:
        known = tuple(c.value for c in Condition)
        raise PositionError(msg("position.conditions", known=known)) from None
    # "new": it came into play (or evolved) this turn, so it can't evolve now (EN I-A-05).
    pokemon.changed_turn = state.turn if spec.get("new") else 0
    pokemon.effects = [_modifier(e, state.turn) for e in _list(spec.get("effects"), "effects")]
    return pokemon


def _modifier(spec: Any, turn: int) -> Modifier:
    try:
        if not isinstance(spec, Mapping):
            raise ValueError("an effect is a table")
        return Modifier(
            ModifierKind(_text(spec, "kind", "")),
            _int(spec, "amount", 0),
            Duration(_text(spec, "duration", "this_turn")),
            made_turn=_int(spec, "made_turn", turn),
            source=msg("source.named", name=str(spec.get("source", "position"))),
            only_to_opponents_active=bool(spec.get("only_to_opponents_active", False)),
            attack=str(spec.get("attack", "")),
            condition=str(spec.get("condition", "")),
        )
    except (KeyError, ValueError) as error:
        raise PositionError(
            msg(
                "position.effect",
                kinds=tuple(k.value for k in ModifierKind),
                durations=tuple(d.value for d in Duration),
                problem=str(error),
            )
        ) from None


def _text(data: Mapping[str, Any], key: str, default: str) -> str:
    value = data.get(key, default)
    if not isinstance(value, str):
        raise ValueError(f"{key} must be text")
    return value


def _int(data: Mapping[str, Any], key: str, default: int) -> int:
    value = data.get(key, default)
    # A flag (true/false) is not a number, though Python counts it as one.
    if not isinstance(value, int) or isinstance(value, bool) or abs(value) > 10**6:
        raise PositionError(msg("position.whole_number", key=key, found=repr(value)[:40]))
    return value


def _player(data: Mapping[str, Any], key: str, default: int) -> int:
    value = _int(data, key, default)
    if value not in (1, 2):
        raise PositionError(msg("position.player", key=key))
    return value - 1
