"""Scenarios: a position, the actions and choices to take, and what must be true after.

Rules tests and bug reports are written in this format by hand, in TOML, without reading the
engine; the format is documented in ``tests/scenarios/README.md``. A scenario names cards by
their card-database id, so any imported card can be used.
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from playmat.cards.model import Card
from playmat.errors import PlaymatError
from playmat.i18n.catalogue import t
from playmat.play.games import scripts_for
from playmat.rules.actions import (
    Action,
    Answer,
    AttachEnergy,
    Attack,
    EndTurn,
    Evolve,
    Manual,
    PlayBasic,
    PlayTrainer,
    Retreat,
    UseAbility,
    UseStadium,
)
from playmat.rules.choices import Choice, Option
from playmat.rules.game import Game
from playmat.rules.outcome import TIE
from playmat.rules.position import card_ids_in
from playmat.rules.refusals import IllegalAction
from playmat.rules.ruleset import rule_set
from playmat.rules.state import InPlay

CardLookup = Callable[[Iterable[str]], Mapping[str, Card]]


class ScenarioError(PlaymatError):
    """A scenario file that cannot be read or run (not a failed expectation)."""


@dataclass
class Outcome:
    path: Path
    title: str
    passed: bool
    detail: str = ""

    def line(self) -> str:
        status = t("scenario_run.passed" if self.passed else "scenario_run.failed")
        text = t("scenario_run.outcome", status=status, path=str(self.path), title=self.title)
        return text + (f"\n     {self.detail}" if self.detail else "")


def load(path: Path) -> dict[str, Any]:
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise ScenarioError(f"Cannot read {path}: {error.strerror}.") from None
    except tomllib.TOMLDecodeError as error:
        raise ScenarioError(f"{path} is not valid TOML: {error}.") from None


def run_file(path: Path, lookup: CardLookup) -> Outcome:
    try:
        data = load(path)
        return run(data, lookup, path)
    except PlaymatError as error:
        return Outcome(path, path.stem, False, f"error: {error}")


def run(data: Mapping[str, Any], lookup: CardLookup, path: Path = Path("<scenario>")) -> Outcome:
    title = str(data.get("title", path.stem))
    position = data.get("position")
    if not isinstance(position, Mapping):
        raise ScenarioError("A scenario needs a [position] table.")
    cards = dict(lookup(card_ids_in(position)))
    game = Game.from_position(
        position,
        cards,
        seed=int(data.get("seed", 0)),
        rules=rule_set(data.get("rules", "standard")),
        scripts=scripts_for(cards.values()),
    )
    for number, step in enumerate(data.get("step", []), start=1):
        failure = _run_step(game, step, cards, lookup)
        if failure:
            return Outcome(path, title, False, f"step {number} ({_step_label(step)}): {failure}")
    failure = check(game, data.get("expect", {}))
    if failure:
        return Outcome(path, title, False, f"at the end: {failure}")
    return Outcome(path, title, True)


def _step_label(step: Mapping[str, Any]) -> str:
    parts = [str(step.get("do", "?"))]
    for key in ("name", "card", "target", "options"):
        if key in step:
            parts.append(f"{key}={step[key]}")
    return " ".join(parts)


def _run_step(
    game: Game, step: Mapping[str, Any], cards: Mapping[str, Card], lookup: CardLookup
) -> str | None:
    game.chance.force_coins(_coins(step.get("coins", [])))
    try:
        action = _action(game, step)
    except ScenarioError as error:
        return str(error)
    expected_refusal = step.get("illegal")
    try:
        game.apply(action)
    except IllegalAction as error:
        code = error.refusal.code
        if expected_refusal is None:
            return f"the game refused it ({code}): {error}"
        if code != expected_refusal:
            return f"refused with {code!r} ({error}), expected {expected_refusal!r}"
        return check(game, step.get("expect", {}))
    if expected_refusal is not None:
        return f"expected the game to refuse it ({expected_refusal!r}), but it was allowed"
    return check(game, step.get("expect", {}))


def _coins(results: Any) -> list[bool]:
    if not isinstance(results, list) or any(r not in ("heads", "tails") for r in results):
        raise ScenarioError('coins must be a list of "heads" / "tails".')
    return [r == "heads" for r in results]


# -- reading actions ---------------------------------------------------------------------------


def _action(game: Game, step: Mapping[str, Any]) -> Action:
    kind = step.get("do")
    player = game.decider if game.decider is not None else game.state.current
    if kind == "choose":
        return Answer(_answer(game, step.get("options", [])))
    if kind == "end_turn":
        return EndTurn()
    if kind == "attack":
        return Attack(_named_index(game, _active(game, player), "attacks", step))
    if kind == "ability":
        pokemon = _pokemon(game, player, step.get("pokemon", "active"))
        return UseAbility(pokemon.id, _named_index(game, pokemon, "abilities", step))
    if kind == "retreat":
        return Retreat(_pokemon(game, player, step.get("target", "bench1")).id)
    if kind == "stadium":
        return UseStadium()
    if kind == "manual":
        return _manual(game, player, step)
    uid = _hand_card(game, player, step.get("card"))
    if kind == "play":
        return PlayBasic(uid)
    if kind == "attach":
        return AttachEnergy(uid, _pokemon(game, player, step.get("target", "active")).id)
    if kind == "evolve":
        return Evolve(uid, _pokemon(game, player, step.get("target", "active")).id)
    if kind == "trainer":
        target = step.get("target")
        return PlayTrainer(uid, _pokemon(game, player, target).id if target else None)
    raise ScenarioError(
        f"Unknown step do={kind!r}: use play, attach, evolve, trainer, retreat, ability, "
        "stadium, attack, end_turn, choose or manual."
    )


def _manual(game: Game, player: int, step: Mapping[str, Any]) -> Manual:
    target = step.get("target")
    card = step.get("card")
    uid = None
    if card is not None:
        mine = game.state.players[player]
        zones = (mine.hand, mine.deck, mine.discard, mine.prizes, mine.lost_zone)
        uid = next((u for zone in zones for u in zone if game.state.card(u).id == card), None)
        if uid is None:
            raise ScenarioError(f"Player {player + 1} has no {card} outside play.")
    return Manual(
        tool=str(step.get("tool", "")),
        card=uid,
        pokemon=_pokemon(game, player, target).id if target else None,
        zone=step.get("zone"),
        amount=int(step.get("amount", 0)),
        condition=step.get("condition"),
    )


def _hand_card(game: Game, player: int, card_id: Any) -> int:
    for uid in game.state.players[player].hand:
        if game.state.card(uid).id == card_id:
            return uid
    raise ScenarioError(f"Player {player + 1} has no {card_id} in hand.")


def _active(game: Game, player: int) -> InPlay:
    return _pokemon(game, player, "active")


def _pokemon(game: Game, player: int, ref: Any) -> InPlay:
    """``active``, ``bench1``..``bench5``, or with ``opponent_`` in front."""
    text = str(ref)
    side = player
    if text.startswith("opponent_"):
        side, text = 1 - player, text.removeprefix("opponent_")
    mine = game.state.players[side]
    if text == "active" and mine.active is not None:
        return mine.active
    if text.startswith("bench") and text[5:].isdigit() and 0 < int(text[5:]) <= len(mine.bench):
        return mine.bench[int(text[5:]) - 1]
    raise ScenarioError(f"There is no {ref!r} (use active, bench1.., opponent_active ...).")


def _named_index(game: Game, pokemon: InPlay, what: str, step: Mapping[str, Any]) -> int:
    card = game.state.top_card(pokemon)
    names = [item.name for item in getattr(card, what)]
    name = step.get("name")
    if name in names:
        return names.index(name)
    raise ScenarioError(f"{card.name} has no {what[:-1]} named {name!r} ({', '.join(names)}).")


def _answer(game: Game, wanted: Any) -> tuple[int, ...]:
    choice = game.pending
    if not isinstance(choice, Choice):
        raise ScenarioError("There is no choice to answer now.")
    if not isinstance(wanted, list):
        wanted = [wanted]
    chosen: list[int] = []
    for item in wanted:
        index = _match_option(game, choice, str(item), chosen)
        if index is None:
            offered = ", ".join(_option_name(game, o) for o in choice.options)
            raise ScenarioError(f"No option {item!r} in {choice.prompt.id} ({offered}).")
        chosen.append(index)
    return tuple(sorted(chosen))


def _match_option(game: Game, choice: Choice, item: str, taken: list[int]) -> int | None:
    pokemon_id = None
    if item.startswith(("active", "bench", "opponent_")):
        try:
            pokemon_id = _pokemon(game, choice.player, item).id
        except ScenarioError:
            pokemon_id = None
    for index, option in enumerate(choice.options):
        if index in taken:
            continue
        if pokemon_id is not None and option.pokemon == pokemon_id:
            return index
        if item == _option_name(game, option):
            return index
    return None


def _option_name(game: Game, option: Option) -> str:
    """How a scenario names an option: a card by its id, a Prize card by ``prize1``..., any
    other option by its value (``yes``, ``first``, ``2``)."""
    if option.card is not None:
        return game.state.card(option.card).id
    if option.label.id == "option.prize_card":
        return f"prize{option.value + 1}" if isinstance(option.value, int) else "prize"
    return str(option.value)


# -- expectations ------------------------------------------------------------------------------


def snapshot(game: Game) -> dict[str, Any]:
    """Everything about the game with nothing hidden: for scenarios and tests only."""
    state = game.state
    winner = state.winner
    pending = game.pending
    return {
        "turn": state.turn,
        "current": state.current + 1,
        "phase": state.phase.value,
        "winner": None if winner is None else ("tie" if winner == TIE else winner + 1),
        "end_reason": state.end_reason.id if state.end_reason else None,
        "stadium": state.card(state.stadium[0]).id if state.stadium else None,
        "pending": _pending(game, pending),
        "used": sorted(
            name
            for name, flag in (
                ("energy", state.flags.energy_attached),
                ("supporter", state.flags.supporter_played),
                ("stadium", state.flags.stadium_played),
                ("retreat", state.flags.retreated),
            )
            if flag
        ),
        "log": [event.kind for event in game.events],
        **{f"player{p.index + 1}": _side(game, p) for p in state.players},
    }


def _pending(game: Game, pending: object) -> dict[str, Any] | None:
    if isinstance(pending, Choice):
        return {
            "player": pending.player + 1,
            "purpose": pending.purpose.value,
            "prompt": pending.prompt.id,
            "options": [_option_name(game, o) for o in pending.options],
        }
    if pending is not None:
        return {"player": pending.player + 1, "purpose": "action"}  # type: ignore[attr-defined]
    return None


def _side(game: Game, player: Any) -> dict[str, Any]:
    def ids(uids: list[int]) -> list[str]:
        return sorted(game.state.card(u).id for u in uids)

    return {
        "active": _pokemon_view(game, player.active) if player.active else None,
        "bench": [_pokemon_view(game, p) for p in player.bench],
        "hand": ids(player.hand),
        "deck": [game.state.card(u).id for u in player.deck],
        "discard": ids(player.discard),
        "prizes": ids(player.prizes),
        "lost_zone": ids(player.lost_zone),
    }


def _pokemon_view(game: Game, pokemon: InPlay) -> dict[str, Any]:
    state = game.state
    return {
        "card": state.card(pokemon.top).id,
        "name": state.card(pokemon.top).name,
        "stack": [state.card(u).id for u in pokemon.stack],
        "damage": pokemon.damage,
        "hp": game.max_hp(pokemon),
        "remaining_hp": game.remaining_hp(pokemon),
        "conditions": sorted(c.value for c in pokemon.conditions),
        "energy": sorted(state.card(u).id for u in pokemon.energy),
        "tools": sorted(state.card(u).id for u in pokemon.tools),
        "effects": sorted(m.kind.value for m in game.modifiers_on(pokemon)),
    }


_MISSING = object()


def resolve(view: Any, path: str) -> Any:
    """``player2.active.damage``, ``player1.bench.0.card``, ``player1.hand.count``."""
    value = view
    for key in path.split("."):
        if key == "count" and isinstance(value, list):
            value = len(value)
        elif isinstance(value, list) and key.isdigit() and int(key) < len(value):
            value = value[int(key)]
        elif isinstance(value, dict) and key in value:
            value = value[key]
        else:
            return _MISSING
    return value


def check(game: Game, expectations: Mapping[str, Any]) -> str | None:
    """The first expectation that does not hold, described, or ``None``."""
    if not expectations:
        return None
    view = snapshot(game)
    for path, expected in expectations.items():
        if path == "log_contains":
            for kind in expected if isinstance(expected, list) else [expected]:
                if kind not in view["log"]:
                    return f"the game log has no {kind!r} event"
            continue
        actual = resolve(view, path)
        if actual is _MISSING:
            return f"{path}: there is no such value in the game"
        if isinstance(expected, list) and isinstance(actual, list):
            same = sorted(map(str, expected)) == sorted(map(str, actual))
        else:
            same = expected == actual
        if not same:
            return f"{path}: expected {expected!r}, got {actual!r}"
    return None
