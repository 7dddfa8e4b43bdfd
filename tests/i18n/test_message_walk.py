"""Everything the engine tells a person is a message the catalogue knows, with every argument
its words may use: walked through many self-play games (the log of both players, every prompt
and option, refusals of actions tried at every decision, lasting effects, the status line, the
end), the starter cards' texts, and every word of the game an enum can name."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

import playmat
from action_attempts import attempts
from playmat.ai.bots import ComputerBot, RandomBot
from playmat.cards.model import EnergyType
from playmat.effects.automation import automation
from playmat.effects.scripts import card_text
from playmat.i18n.catalogue import Reader, catalogue, catalogue_files
from playmat.i18n.message import Arg, Message, Term
from playmat.play.games import SCRIPTS
from playmat.play.selfplay import starter_decks
from playmat.play.status import status_line
from playmat.rules.actions import (
    MANUAL_TOOLS,
    Action,
    Answer,
    Manual,
)
from playmat.rules.choices import Purpose
from playmat.rules.game import Game
from playmat.rules.manual import DESTINATIONS
from playmat.rules.modifiers import Duration, ModifierKind
from playmat.rules.observation import Observation
from playmat.rules.state import Condition

ENGLISH = catalogue("en")
ENGLISH_FILES = catalogue_files("en")
PLAYMAT = Path(playmat.__file__).parent
#: Games walked by random and by computer players; the slow run (CI) walks the rest too.
RANDOM_GAMES, COMPUTER_GAMES = 30, 6
DEFAULT_RANDOM_GAMES, DEFAULT_COMPUTER_GAMES = 8, 2


def problems(message: Message) -> list[str]:
    """What the catalogue lacks to word ``message`` in any branch of its pattern: an unknown
    id, an argument a placeholder names but the message doesn't have (nested ones too)."""
    if message.id not in ENGLISH:
        return [f"unknown message id {message.id!r}"]
    found = [
        f"{message.id}: no argument {name!r}"
        for name in sorted(ENGLISH.arguments(message.id) - set(message.names()))
    ]
    for _, value in message.args:
        found += _arg_problems(value)
    return found + Reader(ENGLISH).problems(message) + Reader(ENGLISH, you=0).problems(message)


def _arg_problems(value: Arg) -> list[str]:
    if isinstance(value, Message):
        return problems(value)
    if isinstance(value, Term):
        return [] if value.key in ENGLISH else [f"unknown word {value.key!r}"]
    if isinstance(value, tuple):
        return [p for item in value for p in _arg_problems(item)]
    return []


def _observed(observation: Observation) -> Iterator[Message]:
    yield status_line(observation)
    if observation.end_reason is not None:
        yield observation.end_reason
    if observation.choice is not None:
        yield observation.choice.prompt
        yield from (option.label for option in observation.choice.options)
    for player in observation.players:
        for effect in player.effects:
            yield effect.description
        for pokemon in player.in_play():
            yield from (effect.description for effect in pokemon.effects)


def _tried(game: Game) -> Iterator[Action]:
    """Actions a player might try now, most of them refused: every way of playing a card on
    every target, every retreat, Ability and attack, every manual tool, and answers."""
    player = game.decider
    if player is None:
        return
    yield from attempts(game, player)
    for target in [p.id for side in game.state.players for p in side.in_play()]:
        yield Manual("add_damage", pokemon=target, amount=5)
        yield Manual("add_condition", pokemon=target, condition="Asleep")
    yield from (Manual(tool) for tool in MANUAL_TOOLS)
    yield Manual("move_card", card=-1, zone="nowhere")
    yield Answer((0, 0))
    yield Answer((99,))


def _walk(seed: int, computer: bool) -> Iterator[Message]:
    decks = list(starter_decks().values())
    game = Game((decks[seed % 3], decks[(seed + 1) % 3]), seed, scripts=SCRIPTS)
    bots = [ComputerBot(seed) if computer else RandomBot(seed), RandomBot(seed + 1)]
    rng = random.Random(seed)
    decisions = 0
    while not game.over and decisions < 3000:
        for viewer in (0, 1):
            yield from _observed(game.observation(viewer))
        tried = list(_tried(game))
        for action in rng.sample(tried, min(len(tried), 12)):
            refusal = game.why_illegal(action, game.decider)
            if refusal is not None:
                yield refusal.message
        player = game.decider
        assert player is not None
        game.apply(bots[player].choose(game, player), player)
        decisions += 1
    for viewer in (0, 1):
        yield from _observed(game.observation(viewer))
        yield from game.log_for(viewer)


@pytest.mark.parametrize(
    ("seed", "computer"),
    [
        pytest.param(seed, computer, marks=[pytest.mark.slow] if seed >= default else [])
        for computer, games, default in (
            (False, RANDOM_GAMES, DEFAULT_RANDOM_GAMES),
            (True, COMPUTER_GAMES, DEFAULT_COMPUTER_GAMES),
        )
        for seed in range(games)
    ],
)
def test_every_message_of_a_self_play_game_is_in_the_catalogue(seed: int, computer: bool) -> None:
    seen: dict[str, list[str]] = {}
    for message in _walk(seed, computer):
        if message.id not in seen:
            seen[message.id] = problems(message)
    assert {mid: found for mid, found in seen.items() if found} == {}
    assert len(seen) > 20  # the walk does see the game: turns, draws, prompts, refusals...


def test_the_walk_sees_most_of_what_the_engine_says() -> None:
    """Many games together say most of the log, prompts and refusals the catalogue holds: the
    walk above is no sample of a few."""
    ids = {m.id for seed in range(8) for m in _walk(seed, seed % 2 == 0)}
    for family in ("event.", "prompt.", "refusal.", "option.", "status."):
        assert len([i for i in ids if i.startswith(family)]) >= 5, family


def test_every_starter_card_text_is_worded_completely() -> None:
    for deck in starter_decks().values():
        for card in deck:
            text = card_text(card)
            words = [*(t for _, t in text.abilities), *text.effects, *(t for _, t in text.attacks)]
            for message in (w for w in words if isinstance(w, Message)):
                assert problems(message) == [], card.id
            for message in automation(card, None).manual_parts(card):
                assert problems(message) == [], card.id


@pytest.mark.parametrize(
    "key",
    [f"purpose.{p.value}" for p in Purpose]
    + [f"condition.{c.value.lower()}" for c in Condition]
    + [f"type.{t.value.lower()}" for t in EnergyType]
    + [f"modifier.{k.value}" for k in ModifierKind]
    + [f"clause.{k.value}" for k in ModifierKind]
    + [f"duration.{d.value}" for d in Duration]
    + [f"text_duration.{d.value}" for d in Duration]
    + [f"tool.{t}" for t in MANUAL_TOOLS]
    + [f"destination.{d}" for d in DESTINATIONS],
)
def test_every_word_an_enum_can_name_is_in_the_catalogue(key: str) -> None:
    assert key in ENGLISH


def _ids_in_source() -> set[str]:
    """Every message id written out in Playmat's code: ``msg("…")``, ``Term("…")``, ``t("…")``,
    ``refusal("code")`` (``refusal.code``) and ``event("kind")`` (``event.kind``)."""
    found: set[str] = set()
    patterns = (
        (re.compile(r'\b(?:msg|Message|Term|t)\(\s*"([a-z_]+\.[a-z_.0-9]+)"'), "{}"),
        (re.compile(r'\brefusal\(\s*"([a-z_]+)"'), "refusal.{}"),
        (re.compile(r'\bevent\(\s*"([a-z_]+)"'), "event.{}"),
        (re.compile(r'\bprivate_event\(\s*[^,]+,\s*"([a-z_]+)"'), "event.{}"),
    )
    for path in Path(playmat.__file__).parent.rglob("*.py"):
        source = path.read_text(encoding="utf-8")
        for pattern, template in patterns:
            found.update(template.format(match) for match in pattern.findall(source))
    return found


def test_every_message_id_in_the_code_is_in_the_catalogue() -> None:
    ids = _ids_in_source()
    assert len(ids) > 150  # the scan finds the code's messages
    assert sorted(i for i in ids if i not in ENGLISH) == []


#: Ids the code builds from a prefix and a value (``t(f"count.{noun}")``): each prefix, and the
#: place that builds it.
BUILT_IDS = (
    "count.",  # ui/counts.py: count.cards, count.sets, count.pages
    "paper.",  # ui/print_dialogs.py: each paper's name
    "manual.to_",  # ui/playmat/manual_tools.py: where a card of the hand is moved
    "table.marker_",  # ui/playmat/card_face.py: the marker of a Special Condition
    "format.",  # cards/labels.py, decks/formats.py: each format's name
    "format_note.",  # decks/formats.py: each format's note
    "argparse.",  # cli/arguments.py: argparse's own phrases
)


@pytest.mark.parametrize("name", ["gui.toml", "cli.toml", "decks.toml"])
def test_no_id_of_the_windows_and_command_line_is_stale(name: str) -> None:
    """Every id of the catalogues the windows, the command line and the deck layers say is
    written in the code (or built from a prefix the code writes): a string the code no longer
    says is taken out of every language."""
    source = "".join(path.read_text(encoding="utf-8") for path in PLAYMAT.rglob("*.py"))
    written = set(re.findall(r"[\"']([a-z_]+\.[a-z_.0-9]+)[\"']", source))
    stale = [
        key for key in ENGLISH_FILES[name] if key not in written and not key.startswith(BUILT_IDS)
    ]
    assert stale == []
