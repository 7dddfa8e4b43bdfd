"""A saved game as a typed record: what a save must hold, checked whole before anything is
replayed.

A save comes from a file that may be damaged or written by hand, so it is read the way the
network is: :func:`read_game_record` decodes it with :mod:`playmat.rules.wire` (every field of
the right type, nothing missing, nothing extra, nothing nested too deep) and then checks that
its numbers are ones a game can be played with. Anything else raises Playmat's own error.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from playmat.errors import PlaymatError
from playmat.i18n.message import msg
from playmat.rules.actions import Action
from playmat.rules.chance import CHANCE_VERSION, LEGACY_CHANCE_VERSION
from playmat.rules.ruleset import RuleSet
from playmat.rules.wire import DecodeError, JsonObject, decode

SAVE_FORMAT = "playmat-game/1"
#: How cards are numbered: 1, a new uid in every hidden zone (:meth:`GameState.renew`); 0, one
#: uid per card for the whole game, as saves made before handles recorded their decisions.
UID_VERSION = 1
#: Far more decisions than any game takes (a long game takes about a thousand); replaying a
#: save never runs away.
MAX_DECISIONS = 20_000
#: Far more cards than a deck or a hand-written position holds.
MAX_DECK = 200
#: Seeds are 64-bit numbers (the game makes 48-bit ones); a seed is written out in decimal to
#: key the random streams, so it must stay a sensible size.
SEED_RANGE = (-(2**63), 2**64 - 1)
#: The numbers of a rule set a game can be played with, by field.
RULE_RANGES = {
    "deck_size": (1, 60),
    "prize_cards": (1, 6),
    "max_copies": (1, 60),
    "bench_size": (1, 8),
    "poison_counters": (0, 10),
    "burn_counters": (0, 10),
    "hand_size": (1, 60),
}


@dataclass(frozen=True)
class GameRecord:
    """What :meth:`Game.to_save <playmat.rules.game.Game.to_save>` writes."""

    format: str
    rules: RuleSet
    seed: int
    decks: tuple[tuple[str, ...], tuple[str, ...]]
    #: Saves from before the game's own random streams and renewed uids replay as they were
    #: played: with Python's generator, and one uid per card.
    chance: int = LEGACY_CHANCE_VERSION
    uids: int = 0
    #: A hand-written starting position (scenarios, bug reports).
    position: JsonObject | None = None
    decisions: tuple[Action, ...] = ()


def read_game_record(data: Any) -> GameRecord:
    """The saved game in ``data`` (parsed JSON), checked whole; ``PlaymatError`` (a
    :class:`DecodeError` naming the bad value) for anything a game can't be made from."""
    found = data.get("format") if isinstance(data, dict) else None
    if found != SAVE_FORMAT:
        raise PlaymatError(msg("error.save_format", format=str(found)))
    return check_game_record(decode(GameRecord, data))


def check_game_record(record: GameRecord, path: str = "") -> GameRecord:
    """``record`` if a game can be made from it (its format is this Playmat's, its numbers are
    in range), else ``PlaymatError``; ``path`` is where it stands in a larger record."""
    if record.format != SAVE_FORMAT:
        raise PlaymatError(msg("error.save_format", format=record.format))

    def _in_range(name: str, value: int, bounds: tuple[int, int]) -> None:
        _check_range(f"{path}.{name}" if path else name, value, bounds)

    _in_range("seed", record.seed, SEED_RANGE)
    _in_range("chance", record.chance, (LEGACY_CHANCE_VERSION, CHANCE_VERSION))
    _in_range("uids", record.uids, (0, UID_VERSION))
    for field in fields(RuleSet):
        if field.name in RULE_RANGES:
            value = getattr(record.rules, field.name)
            _in_range(f"rules.{field.name}", value, RULE_RANGES[field.name])
    for seat, deck in enumerate(record.decks):
        _in_range(f"decks[{seat}] (cards)", len(deck), (0, MAX_DECK))
    _in_range("decisions (count)", len(record.decisions), (0, MAX_DECISIONS))
    return record


def _check_range(path: str, value: int, bounds: tuple[int, int]) -> None:
    low, high = bounds
    if not low <= value <= high:
        # A number far out of range is named by its size: its digits could fill the screen.
        shown = str(value) if abs(value) < 10**30 else f"a {value.bit_length()}-bit number"
        raise DecodeError(
            path, msg("decode.out_of_range", value=shown, minimum=str(low), maximum=str(high))
        )
