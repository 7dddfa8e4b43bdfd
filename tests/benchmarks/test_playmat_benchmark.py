"""How quickly the board answers: the table updated after each decision, and the computer's
moves, over whole games against the computer played through the board.

Not part of the default run; run with ``python -m pytest -m benchmark -s
tests/benchmarks/test_playmat_benchmark.py`` to see the numbers. As in the engine benchmark,
speeds are printed beside their aims (issue "playmat": the scene updated in under 50 ms after
any action, the computer under 1 s per move) rather than asserted, because they depend on the
machine.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from typing import TypeVar

import pytest
from PySide6.QtWidgets import QApplication

from playmat.ai.bots import ComputerBot
from playmat.decks.library import open_database
from playmat.decks.store import DeckStore
from playmat.play.session import GameSession, Seat
from playmat.ui.playmat.game_window import GameWindow

pytestmark = pytest.mark.benchmark
T = TypeVar("T")

SCENE_AIM_MS = 50.0
COMPUTER_AIM_MS = 1000.0
GAMES = (
    (1, "Forest Shadow", "Roaring Heat"),
    (2, "Bright Tide", "Forest Shadow"),
    (3, "Roaring Heat", "Bright Tide"),
)


def _timing(work: Callable[..., T], samples: list[float]) -> Callable[..., T]:
    """``work``, noting how long each call takes in ``samples`` (milliseconds)."""

    def timed(*args: object) -> T:
        start = time.perf_counter()
        result = work(*args)
        samples.append((time.perf_counter() - start) * 1000)
        return result

    return timed


def _summary(label: str, samples: list[float], aim: float) -> str:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    return (
        f"{label}: {len(samples)} samples, median {statistics.median(samples):.1f} ms, "
        f"95th percentile {p95:.1f} ms, worst {ordered[-1]:.1f} ms (aim under {aim:.0f} ms)"
    )


def test_the_board_after_every_decision(qtbot, playmat_home) -> None:
    database = open_database()
    decks = DeckStore(database)
    by_name = {
        record.name: [card for card, count in decks.entries(record) for _ in range(count)]
        for record in decks.list()
    }
    scene_ms: list[float] = []
    painted_ms: list[float] = []
    decision_ms: list[float] = []
    computer_ms: list[float] = []
    for seed, first, second in GAMES:
        session = GameSession.new(
            (by_name[first], by_name[second]), (first, second), (Seat.HUMAN, Seat.COMPUTER), seed
        )
        window = GameWindow(session, computer_delay_ms=10**6)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        controller = window.controller
        # Time the table's update wherever it happens: after the player's or the computer's move.
        controller.refresh = _timing(controller.refresh, scene_ms)
        session.play_computer_move = _timing(session.play_computer_move, computer_ms)
        stand_in = ComputerBot(seed=seed)
        while not session.game.over:
            if session.computer_to_move():
                # The computer's decision as its worker thread makes it, then the table.
                session.play_computer_move()
                controller.after_decision()
            else:
                action = stand_in.choose(session.game, 0)
                # The whole decision as the player makes it: the engine, the save, the table.
                start = time.perf_counter()
                controller.act(action)
                decision_ms.append((time.perf_counter() - start) * 1000)
            # Then what changed on screen is painted: the table, the bar, the panel, the log.
            start = time.perf_counter()
            QApplication.processEvents()
            painted_ms.append((time.perf_counter() - start) * 1000)
        window.close()
    database.close()

    print()
    print(_summary("scene updated from the observation", scene_ms, SCENE_AIM_MS))
    print(_summary("what changed on screen painted after it", painted_ms, SCENE_AIM_MS))
    # Each decision updates the table once, so the two lists pair up decision by decision.
    print(
        _summary(
            "scene updated and the window painted",
            [s + p for s, p in zip(scene_ms, painted_ms, strict=True)],
            SCENE_AIM_MS,
        )
    )
    print(_summary("a player's decision (engine, save, table)", decision_ms, SCENE_AIM_MS))
    print(_summary("a computer move (choice, engine, save)", computer_ms, COMPUTER_AIM_MS))
    assert scene_ms and computer_ms
