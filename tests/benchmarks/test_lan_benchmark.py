"""LAN play's costs: how soon a decision reaches the other side's table, and how much more CPU
the host spends serving a game than playing the same game on its own.

Not part of the default run; run with ``python -m pytest -m benchmark -s
tests/benchmarks/test_lan_benchmark.py``. As the other benchmarks do, numbers are printed
beside their aims (issue "LAN play": under 50 ms median on loopback; under 5% more CPU than a
local game) rather than asserted: they depend on the machine and its load.
"""

from __future__ import annotations

import contextlib
import cProfile
import json
import os
import pstats
import socket
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QEventLoop, QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication

from playmat.ai.bots import ComputerBot
from playmat.cards.model import Card
from playmat.db.card_store import CardStore
from playmat.net.connection import Connection
from playmat.net.fairness import game_seed
from playmat.net.guest import nonce_for
from playmat.net.handshake import Versions
from playmat.net.host import HostDeck, LanHost
from playmat.net.hosted import HostedGame
from playmat.net.messages import Decision
from playmat.net.seal import TO_GUEST, TO_HOST, Opener, Sealer
from playmat.play.client import Seat
from playmat.play.saves import LanRecord
from playmat.play.session import GameSession
from playmat.rules.actions import Action
from playmat.rules.wire import encode
from playmat.ui.playmat.game_window import GameWindow
from playmat.ui.preferences import Preferences

pytestmark = pytest.mark.benchmark

LATENCY_AIM_MS = 50.0
CPU_AIM = 0.05
LOOPBACK = "127.0.0.1"
CODE = "BENCH1"
SECRET = b"b" * 32
HERE = Path(__file__).resolve().parent
DECKS = ("Roaring Heat", "Bright Tide")


def _session(
    starter_decks: dict[str, list[Card]],
    seats: tuple[Seat, Seat],
    seed: int,
    tmp: Path,
    lan: LanRecord | None = None,
) -> GameSession:
    """A new game of the benchmark's two decks."""
    return GameSession.new(
        (starter_decks[DECKS[0]], starter_decks[DECKS[1]]),
        DECKS,
        seats,
        seed=seed,
        directory=tmp,
        lan=lan,
    )


def _versions(store: CardStore) -> Versions:
    return Versions.here(store)


def _host(card_store: CardStore, starter_decks: dict[str, list[Card]], tmp: Path) -> LanHost:
    """A host on loopback, waiting for the benchmark's guest process."""
    host = LanHost(
        card_store,
        card_store,
        _versions(card_store),
        deck=HostDeck(DECKS[0], starter_decks[DECKS[0]]),
        code=CODE,
        address=LOOPBACK,
        secret=SECRET,
        announce=False,
        directory=tmp,
    )
    host.start()
    return host


# -- latency -------------------------------------------------------------------------------------


def test_a_decision_reaches_the_other_table_quickly(
    qtbot, card_store: CardStore, starter_decks: dict[str, list[Card]], tmp_path: Path
) -> None:
    """Two processes, each with its game window: this one hosts, the other joins. Each notes
    on the system's monotonic clock when it sent a decision and when its table first showed
    each step; a decision's latency is from its sending to the other table showing it."""
    host = _host(card_store, starter_decks, tmp_path)
    out = tmp_path / "guest-times.json"
    guest = subprocess.Popen(
        [
            sys.executable,
            str(HERE / "lan_table_process.py"),
            str(host.port),
            CODE,
            DECKS[1],
            str(out),
        ]
    )
    sent: dict[int, float] = {}
    drawn: dict[int, float] = {}
    try:
        assert host.joined.wait(60)
        game = host.game
        assert game is not None
        window = GameWindow(game)
        qtbot.addWidget(window)
        window.show()
        controller = window.controller

        def seen() -> None:
            if controller.observation == game.observe(0):
                drawn.setdefault(len(game.session.game.decisions), time.monotonic())

        controller.changed.connect(seen)
        bot = ComputerBot(seed=1)
        while not game.settled.is_set():
            QApplication.processEvents()
            observation = controller.observation
            if (
                observation.awaiting == 0
                and observation.winner is None
                and observation == game.observe(0)
            ):
                action = bot.choose(game.session.game, 0)
                sent[len(game.session.game.decisions)] = time.monotonic()
                controller.act(action)
            time.sleep(0.0005)
        window.close()
    finally:
        host.close()
    assert guest.wait(60) == 0
    theirs = json.loads(out.read_text(encoding="utf-8"))
    their_sent = {int(k): v for k, v in theirs["sent"].items()}
    their_drawn = {int(k): v for k, v in theirs["drawn"].items()}
    to_guest = [their_drawn[s + 1] - t for s, t in sent.items() if s + 1 in their_drawn]
    to_host = [drawn[s + 1] - t for s, t in their_sent.items() if s + 1 in drawn]
    samples = [1000 * x for x in to_guest + to_host]
    median = statistics.median(samples)
    print(
        f"\nLAN decision to the other table, two processes with their windows on loopback: "
        f"{len(samples)} decisions, median {median:.1f} ms (host to guest "
        f"{1000 * statistics.median(to_guest):.1f} ms, guest to host "
        f"{1000 * statistics.median(to_host):.1f} ms), 90th percentile "
        f"{statistics.quantiles(samples, n=10)[-1]:.1f} ms (aim: median under "
        f"{LATENCY_AIM_MS:.0f} ms)"
    )
    assert len(samples) > 20


# -- CPU -----------------------------------------------------------------------------------------


def _record(starter_decks: dict[str, list[Card]], seed: int, tmp: Path) -> list[Action]:
    """A whole game between computer players, recorded."""
    session = _session(starter_decks, (Seat.COMPUTER, Seat.COMPUTER), seed, tmp)
    while not session.game.over:
        session.play_computer_move()
    return list(session.game.decisions)


#: How long the table is left to draw itself after each decision: as a person's pace lets
#: it, every change is drawn (at a machine's pace, a hosted table would hear of the guest's
#: answer before drawing the host's decision and draw both at once, and that would count as
#: hosting's gain).
SETTLE_MS = 15


def _settle() -> None:
    """Run the event loop (asleep when there is nothing to do) for :data:`SETTLE_MS`."""
    loop = QEventLoop()
    QTimer.singleShot(SETTLE_MS, loop.quit)
    loop.exec()


def _play_on(
    window: GameWindow,
    decisions: list[Action],
    made: Callable[[], int],
    opponent: Callable[[int], None],
) -> None:
    """The host's table plays its recorded decisions through the board; ``opponent(step)``
    waits for (or makes) the other seat's decision at ``step`` and has the table show it as
    the app does; ``made()`` counts the decisions made. The table is drawn after every
    decision."""
    controller = window.controller
    while made() < len(decisions):
        if controller.client.observe(0).awaiting == 0:
            # Read once it is the host's turn: the guest's process can't decide then.
            step = made()
            assert controller.act(decisions[step]) is None, f"step {step} refused"
        else:
            opponent(made())
        _settle()


def _local(
    qtbot, starter_decks: dict[str, list[Card]], seed: int, decisions: list[Action], tmp: Path
) -> float:
    """CPU seconds of the game played on this machine's table: the opponent's decisions are
    made by the session itself, as they arrive from the network for a host, and the table
    follows them as a hosted table follows the guest's."""
    session = _session(starter_decks, (Seat.HUMAN, Seat.REMOTE), seed, tmp)
    start = time.process_time()
    window = GameWindow(session)
    qtbot.addWidget(window)
    window.show()

    def opponent(step: int) -> None:
        session.submit(decisions[step], 1)
        window.controller.follow_up()

    _play_on(window, decisions, lambda: len(session.game.decisions), opponent)
    window.close()
    return time.process_time() - start


def _guest_process(
    card_store: CardStore,
    starter_decks: dict[str, list[Card]],
    decisions: list[Action],
    tmp: Path,
) -> tuple[LanHost, subprocess.Popen[bytes]]:
    """A host on loopback and a guest process that makes the guest's recorded decisions."""
    seats = _seats(starter_decks, decisions, tmp)
    recorded = tmp / "guest-decisions.json"
    recorded.write_text(
        json.dumps({str(s): encode(a) for s, a in enumerate(decisions) if seats[s] == 1})
    )
    host = _host(card_store, starter_decks, tmp)
    guest = subprocess.Popen(
        [
            sys.executable,
            str(HERE / "lan_replay_guest.py"),
            str(host.port),
            CODE,
            DECKS[1],
            "1",
            str(recorded),
        ]
    )
    return host, guest


class _News(QObject):
    """Carries "the game changed" from the network's thread to this one (queued)."""

    came = Signal()

    def tell(self) -> None:
        with contextlib.suppress(RuntimeError):  # told after the benchmark's game was over
            self.came.emit()


def _waiter(game: HostedGame) -> Callable[[int], None]:
    """Waits until the guest made its decision at a step, in the event loop (asleep, as the
    app's event loop waits: polling would count this test's own spinning as the host's
    work), where the table hears of it as in the app."""
    news = _News()
    game.follow(news.tell)
    loop = QEventLoop()
    news.came.connect(loop.quit)
    give_up = QTimer()
    give_up.setSingleShot(True)
    give_up.timeout.connect(loop.quit)

    def guest_decided(step: int, news: _News = news) -> None:
        while len(game.session.game.decisions) <= step:
            give_up.start(20000)
            loop.exec()
            assert give_up.isActive(), "the guest never decided"
        give_up.stop()

    return guest_decided


def _hosted(
    qtbot,
    card_store: CardStore,
    starter_decks: dict[str, list[Card]],
    decisions: list[Action],
    tmp: Path,
) -> float:
    """CPU seconds of this process hosting the same game on the same table, for a guest
    process that makes the guest's recorded decisions. The table follows the guest's
    decisions through its own news of the game, as in the app."""
    host, guest = _guest_process(card_store, starter_decks, decisions, tmp)
    try:
        assert host.joined.wait(60)
        game = host.game
        assert game is not None
        start = time.process_time()
        window = GameWindow(game)
        qtbot.addWidget(window)
        window.show()
        # Told after the window, so the window hears of a decision first.
        guest_decided = _waiter(game)
        _play_on(window, decisions, lambda: len(game.session.game.decisions), guest_decided)
        assert game.settled.wait(30)
        window.close()
        cpu = time.process_time() - start
    finally:
        host.close()
    assert guest.wait(60) == 0
    return cpu


def _seats(starter_decks: dict[str, list[Card]], decisions: list[Action], tmp: Path) -> list[int]:
    """Who made each recorded decision."""
    session = _session(
        starter_decks, (Seat.HUMAN, Seat.HUMAN), game_seed(SECRET, nonce_for(1)), tmp
    )
    seats = []
    for action in decisions:
        seat = session.game.decider
        assert seat is not None
        seats.append(seat)
        session.submit(action, seat)
    return seats


#: Rounds of the CPU benchmark, each a local and a hosted game (after one of each to warm up).
ROUNDS = int(os.environ.get("PLAYMAT_LAN_ROUNDS", "7"))


def _spread(name: str, runs: list[float]) -> str:
    ms = [round(x * 1000) for x in runs]
    return f"{name}: median {statistics.median(ms):.0f} ms, min {min(ms)}, max {max(ms)} (all {ms})"


def _over(served: float, base: float) -> str:
    return f"{(served - base) / base:+.1%}"


def test_the_host_serves_a_game_for_little_more_cpu_than_a_local_game(
    qtbot, card_store: CardStore, starter_decks: dict[str, list[Card]], tmp_path: Path
) -> None:
    """The same game on the same table, played locally and hosted for a guest process: the
    host's extra work is the guest's observation, log and verdicts after every decision,
    encoded, sealed and sent (the guest's own work is in its process). Interleaved rounds, in
    turn local first and hosted first, as the shared machine's load comes and goes; the
    extra is given from the medians, the minimums and each round's pair."""
    seed = game_seed(SECRET, nonce_for(1))
    decisions = _record(starter_decks, seed, tmp_path)
    # Cards don't fly: how many frames of a flight are drawn depends on how fast the game
    # goes by (a hosted game waits for the guest's process, a local one doesn't), which
    # would count as the difference between the two.
    Preferences().set_animations(False)

    def local(name: str) -> float:
        return _local(qtbot, starter_decks, seed, decisions, tmp_path / name)

    def hosted(name: str) -> float:
        return _hosted(qtbot, card_store, starter_decks, decisions, tmp_path / name)

    local("warm-local"), hosted("warm-host")
    locals_, hosteds = [], []
    for run in range(ROUNDS):
        if run % 2:
            hosteds.append(hosted(f"host{run}"))
            locals_.append(local(f"local{run}"))
        else:
            locals_.append(local(f"local{run}"))
            hosteds.append(hosted(f"host{run}"))
    pairs = [(h - b) / b for b, h in zip(locals_, hosteds, strict=True)]
    print(
        f"\nLAN host CPU over a whole game on the table ({len(decisions)} decisions, "
        f"{ROUNDS} interleaved rounds after a warm-up):\n  {_spread('local', locals_)}\n  "
        f"{_spread('hosted', hosteds)}\n  hosted over local: medians "
        f"{_over(statistics.median(hosteds), statistics.median(locals_))}, minimums "
        f"{_over(min(hosteds), min(locals_))}, each round "
        f"{[f'{p:+.1%}' for p in pairs]} (median {statistics.median(pairs):+.1%}) "
        f"(aim: under {CPU_AIM:+.0%})"
    )
    assert len(locals_) == len(hosteds) == ROUNDS


# -- the host's extra work alone ------------------------------------------------------------------

#: What the host does for its guest after a decision, by function, for the profile below.
SERVING = (
    ("hosted.py", "_changed", "serving the guest, in all"),
    ("hosted.py", "_update", "  the guest's update"),
    ("game.py", "observation", "    observations (the host's own view's too)"),
    ("game.py", "legal_actions", "    its legal moves"),
    ("hosted.py", "_verdicts", "    the buttons' verdicts"),
    ("session.py", "undo_blocker", "    its undo"),
    ("connection.py", "send", "  sending it"),
    ("delta.py", "record", "    as a delta"),
    ("frames.py", "to_json", "    in JSON"),
    ("seal.py", "seal", "    sealed"),
)
#: The guest's end of the headless host's connection: reads everything, in a process of its
#: own (so that its reading isn't counted as the host's work).
DRAIN = "import sys\nwhile sys.stdin.buffer.read1(65536):\n    pass"


def _headless_local(
    starter_decks: dict[str, list[Card]], seed: int, decisions: list[Action], tmp: Path
) -> float:
    """CPU seconds of the recorded game played on a session alone, with no table but the
    host's own view of every moment (what a table looks at, at least)."""
    session = _session(starter_decks, (Seat.HUMAN, Seat.REMOTE), seed, tmp)
    start = time.process_time()
    for action in decisions:
        decider = session.game.decider
        assert decider is not None
        session.submit(action, decider)
        session.observe(0)
    return time.process_time() - start


class CountedGame(HostedGame):
    """A hosted game that counts the processor time of serving its guest after each change
    (the update worked out, encoded, sealed and queued), in the thread that serves it."""

    serving = 0.0

    def _changed(self) -> None:
        start = time.thread_time()
        super()._changed()
        self.serving += time.thread_time() - start


def _headless_hosted(
    starter_decks: dict[str, list[Card]],
    seed: int,
    decisions: list[Action],
    tmp: Path,
    profile: cProfile.Profile | None = None,
) -> tuple[float, float]:
    """CPU seconds of the same game hosted without a table: the host's decisions made on its
    game, the guest's arriving on its connection (a real socket, read by another process),
    every update encoded, sealed and sent as when playing, and the host's own view of every
    moment; and of those, the CPU seconds of serving the guest alone."""
    record = LanRecord(
        secret=SECRET.hex(), nonce=nonce_for(1).hex(), commitment="", token="", code=CODE, port=0
    )
    session = _session(starter_decks, (Seat.HUMAN, Seat.REMOTE), seed, tmp, lan=record)
    game = CountedGame(session, record)
    ours, theirs = socket.socketpair()
    reader = subprocess.Popen([sys.executable, "-c", DRAIN], stdin=theirs.fileno())
    theirs.close()
    connection = Connection(ours)
    key = b"k" * 32
    connection.seal_with(Sealer(key, TO_GUEST), Opener(key, TO_HOST))
    try:
        game.attach(connection, game.start_message())
        start = time.process_time()
        if profile is not None:
            profile.enable()
        for action in decisions:
            step = len(session.game.decisions)
            if session.game.decider == 0:
                game.submit(action, 0)
            else:
                game.receive(connection, Decision(step, action))
            game.observe(0)
        if profile is not None:
            profile.disable()
        return time.process_time() - start, game.serving
    finally:
        connection.close()
        assert reader.wait(30) == 0


def _profiled(stats: pstats.Stats) -> list[str]:
    """The cumulative time of each step of :data:`SERVING` in a profile."""
    found: dict[str, float] = {}
    for (path, _, function), row in stats.stats.items():  # type: ignore[attr-defined]
        for file, name, label in SERVING:
            if function == name and path.endswith(f"{os.sep}{file}"):
                found[label] = found.get(label, 0.0) + row[3]
    return [f"  {label}: {1000 * found.get(label, 0.0):.1f} ms" for _, _, label in SERVING]


def test_the_hosts_extra_work_alone(starter_decks: dict[str, list[Card]], tmp_path: Path) -> None:
    """The host's extra work without the table (whose drawing is most of a game's CPU and
    most of its noise): the recorded game on a session alone and hosted for a connection,
    interleaved; then one hosted game profiled, to say where the extra goes."""
    seed = game_seed(SECRET, nonce_for(1))
    decisions = _record(starter_decks, seed, tmp_path)
    _headless_local(starter_decks, seed, decisions, tmp_path / "warm-local")
    _headless_hosted(starter_decks, seed, decisions, tmp_path / "warm-host")
    locals_, hosteds, serving = [], [], []
    for run in range(ROUNDS):
        locals_.append(_headless_local(starter_decks, seed, decisions, tmp_path / f"l{run}"))
        hosted, served = _headless_hosted(starter_decks, seed, decisions, tmp_path / f"h{run}")
        hosteds.append(hosted)
        serving.append(served)
    extra = [h - b for b, h in zip(locals_, hosteds, strict=True)]
    # Processor time, not the clock's: the writer thread's turns don't count as this one's.
    profile = cProfile.Profile(time.thread_time)
    _headless_hosted(starter_decks, seed, decisions, tmp_path / "profiled", profile)
    print(
        f"\nLAN host's extra work alone, no table ({len(decisions)} decisions, {ROUNDS} "
        f"interleaved rounds):\n  {_spread('session alone', locals_)}\n  "
        f"{_spread('hosted', hosteds)}\n  hosted minus alone: median "
        f"{1000 * statistics.median(extra):.0f} ms, from the minimums "
        f"{1000 * (min(hosteds) - min(locals_)):.0f} ms\n  "
        f"{_spread('serving the guest (counted in its thread)', serving)}\n"
        f"where it goes (this thread's CPU, profiled, which slows Python code about twice: "
        f"compare the lines with each other):\n" + "\n".join(_profiled(pstats.Stats(profile)))
    )
    assert len(extra) == ROUNDS
