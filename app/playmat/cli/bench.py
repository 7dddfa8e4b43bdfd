"""``playmat bench``: speed measurements, each a subcommand.

``playmat bench engine``: the engine's speed in uniformly random games on the starter decks,
counted as the peer engine counts it (:mod:`playmat.play.bench`); the last line is
``actions/s: A; games/s: G``.

``playmat bench ui``: how quickly the windows answer, over the card pool imported into the
user's database: a card search as the Card database lists it, the table after each decision
of a game against the computer, and a 60-card decklist read with a fresh resolver.

Each window answer is printed with its median, 95th percentile and worst beside its aim
(answers in one frame: a search and a table update under 16 ms, an update and its painting under
33 ms, a decklist under 20 ms), and the last line is ``search p95: N ms; board p95: N ms``.
Times are wall-clock, as a player waits them; beside them the processor time Playmat spent,
which other programs busy on the machine don't inflate (the machine's load is printed first).
Compare runs side by side. Qt runs offscreen unless ``QT_QPA_PLATFORM`` says otherwise, so no
window flashes by.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from playmat.i18n.message import Message, msg

if TYPE_CHECKING:
    from playmat.db.card_store import CardStore
    from playmat.decks.store import CardList, DeckStore

#: The searches measured: name prefixes of one to four letters as they are typed, full text,
#: and filters, alone and combined (20 queries).
SEARCH_QUERIES = (
    "p",
    "pi",
    "pik",
    "pika",
    "c",
    "ch",
    "cha",
    "char",
    "ul",
    "ultr",
    "pok",
    '"draw 3 cards"',
    "discard energy opponent",
    "search your deck",
    "supertype:pokemon",
    "type:fire hp>=100 format:standard",
    "subtype:supporter format:standard",
    'stage:"stage 2" type:water',
    "char type:fire format:expanded",
    '"draw" supertype:trainer subtype:item format:standard',
)
SEARCH_AIM_MS = 16.0
SCENE_AIM_MS = 16.0
PAINTED_AIM_MS = 33.0
DECKLIST_AIM_MS = 20.0
#: The size of the windows measured: the size the table is designed at.
WINDOW = (1600, 1000)


@dataclass(frozen=True)
class Sample:
    """One answer's time in milliseconds: on the clock, and of the processor."""

    wall: float
    cpu: float

    def __add__(self, other: Sample) -> Sample:
        return Sample(self.wall + other.wall, self.cpu + other.cpu)


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]


@dataclass(frozen=True)
class Timings:
    """The times of one kind of answer."""

    #: What was timed, as a message (``cli.bench.search``).
    what: Message
    samples: tuple[Sample, ...]
    aim: float

    @property
    def p95(self) -> float:
        """The 95th percentile of the wall-clock times."""
        return _p95([sample.wall for sample in self.samples])

    def line(self) -> str:
        from playmat.i18n.catalogue import t

        wall = [sample.wall for sample in self.samples]
        cpu = [sample.cpu for sample in self.samples]
        return t(
            "cli.bench.timings",
            what=self.what,
            samples=len(wall),
            median=f"{statistics.median(wall):.1f}",
            p95=f"{self.p95:.1f}",
            worst=f"{max(wall):.1f}",
            aim=f"{self.aim:.0f}",
            cpu_median=f"{statistics.median(cpu):.1f}",
            cpu_p95=f"{_p95(cpu):.1f}",
        )


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    from playmat.i18n.catalogue import t

    bench = commands.add_parser("bench", help=t("cli.help.bench"))
    kinds = bench.add_subparsers(dest="bench_command", metavar=t("cli.help.kind"), required=True)
    engine = kinds.add_parser(
        "engine",
        help=t("cli.help.bench_engine"),
        description=t("cli.help.bench_engine_description"),
    )
    engine.add_argument("--games", type=int, default=300, help=t("cli.help.engine_games"))
    engine.add_argument("--seed", type=int, default=0, help=t("cli.help.seed"))
    ui = kinds.add_parser(
        "ui", help=t("cli.help.bench_ui"), description=t("cli.help.bench_ui_description")
    )
    ui.add_argument("--runs", type=int, default=5, help=t("cli.help.runs"))
    ui.add_argument("--games", type=int, default=3, help=t("cli.help.table_games"))


def _timed(action: Callable[[], object]) -> Sample:
    wall, cpu = time.perf_counter(), time.process_time()
    action()
    return Sample((time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000)


def measure_search(store: CardStore, runs: int) -> Timings:
    """Each query answered in the Card database's list: the search, the list's rows read,
    the list and its count painted."""
    from playmat.db.card_query import parse_query
    from playmat.ui.card_browser import RESULT_LIMIT, CardBrowser

    browser = CardBrowser(store)
    browser.resize(900, 700)
    browser.show()
    browser.refresh_sets()
    samples = []

    def answer(text: str) -> None:
        browser.run_search(parse_query(text, limit=RESULT_LIMIT + 1))
        browser.table.viewport().repaint()
        browser.count_label.repaint()

    for text in SEARCH_QUERIES:
        answer(text)  # the database's pages in memory, as after the first key typed
        samples += [_timed(partial(answer, text)) for _ in range(runs)]
    browser.close()
    return Timings(msg("cli.bench.search"), tuple(samples), SEARCH_AIM_MS)


def measure_board(decks: DeckStore, games: int) -> tuple[Timings, Timings]:
    """Games against the computer played on the table, each decision made as the player
    makes it: the table and the window updated after it, then what changed painted."""
    from PySide6.QtWidgets import QApplication

    from playmat.ai.bots import ComputerBot
    from playmat.play.client import Seat
    from playmat.play.session import GameSession
    from playmat.ui.playmat.game_window import GameWindow
    from playmat.ui.playmat.new_game_dialog import deck_choices

    playable = [choice for choice in deck_choices(decks) if choice.playable][:3]
    updated: list[Sample] = []
    painted: list[Sample] = []
    for game in range(games):
        first, second = playable[game % len(playable)], playable[(game + 1) % len(playable)]
        session = GameSession.new(
            (first.cards, second.cards),
            (first.deck.name, second.deck.name),
            (Seat.HUMAN, Seat.COMPUTER),
            seed=game,
            library=decks.cards,
        )
        window = GameWindow(session, computer_delay_ms=10**6)
        window.resize(*WINDOW)
        window.show()
        QApplication.processEvents()
        stand_in = ComputerBot(seed=game)
        while not session.game.over:
            if session.computer_to_move():
                session.play_computer_move()
            else:
                player = session.viewer()
                session.submit(stand_in.choose(session.game, player), player)
            updated.append(_timed(window.controller.after_decision))
            painted.append(updated[-1] + _timed(QApplication.processEvents))
        window.close()
    return (
        Timings(msg("cli.bench.table"), tuple(updated), SCENE_AIM_MS),
        Timings(msg("cli.bench.table_painted"), tuple(painted), PAINTED_AIM_MS),
    )


def measure_decklist(decks: DeckStore, runs: int) -> Timings:
    """A 60-card decklist (a theme deck of the pool, or a starter deck, written out as Pokémon
    TCG Live writes it) read and its cards found, with a new resolver each time."""
    from playmat.decks.card_resolver import DatabaseResolver
    from playmat.decks.decklist import export, parse

    listed: list[CardList] = [*decks.theme_decks(), *decks.list()]
    deck = next(d for d in listed if d.size == 60 and len(decks.entries(d)) == len(d.cards))
    text = export(decks.entries(deck), DatabaseResolver(decks.cards))
    parse(text, DatabaseResolver(decks.cards))
    samples = [_timed(lambda: parse(text, DatabaseResolver(decks.cards))) for _ in range(4 * runs)]
    return Timings(msg("cli.bench.decklist", deck=deck.name), tuple(samples), DECKLIST_AIM_MS)


def run_engine(games: int, seed: int) -> int:
    """Random games on the starter decks; the last line is the speed."""
    from playmat.i18n.catalogue import t

    if games < 1:
        print(t("cli.bench.games_at_least_one"))
        return 2
    from playmat.play.bench import bench_engine

    speed = bench_engine(games, seed)
    seconds = f"{speed.seconds:.2f}"
    print(t("cli.bench.engine_played", games=speed.games, actions=speed.actions, seconds=seconds))
    # The last line is for programs (tests/benchmarks/compare_peer.py): the same in every language.
    print(f"actions/s: {speed.actions_per_s:.0f}; games/s: {speed.games_per_s:.1f}")
    return 0


def run_ui(store: CardStore, runs: int, games: int) -> list[Timings]:
    """Every measurement, printed as it is done; the last line sums them up."""
    from playmat.decks.store import DeckStore
    from playmat.i18n.catalogue import t

    decks = DeckStore(store.database)
    load = ", ".join(f"{value:.1f}" for value in os.getloadavg())
    print(
        t(
            "cli.bench.over",
            cards=store.stats().cards,
            width=WINDOW[0],
            height=WINDOW[1],
            load=load,
            processors=os.cpu_count() or 1,
        )
    )
    search = measure_search(store, runs)
    print(search.line())
    updated, painted = measure_board(decks, games)
    print(updated.line())
    print(painted.line())
    decklist = measure_decklist(decks, runs)
    print(decklist.line())
    print(f"search p95: {search.p95:.0f} ms; board p95: {updated.p95:.0f} ms")
    return [search, updated, painted, decklist]


def run(args: argparse.Namespace) -> int:
    if args.bench_command == "engine":
        return run_engine(args.games, args.seed)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from playmat.decks.library import open_card_store
    from playmat.ui.app import application

    application([])
    store = open_card_store()
    try:
        run_ui(store, args.runs, args.games)
    finally:
        store.database.close()
    return 0
