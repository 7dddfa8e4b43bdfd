"""The computer's difficulty: chosen on the New game dialog (Easy, today's player; Hard, the
player that looks ahead), kept with the saved game, and a table that stays live while the Hard
computer thinks, because it thinks on a worker thread and only its decision comes back."""

from __future__ import annotations

from pathlib import Path

from board_driver import HUMAN_VS_COMPUTER, BoardDriver
from PySide6.QtCore import QEvent, QObject, QThread, QTimer
from PySide6.QtWidgets import QApplication

from playmat.ai.search import SearchBot
from playmat.db.card_store import CardStore
from playmat.play.client import Difficulty
from playmat.play.session import GameSession
from playmat.rules.actions import EndTurn
from playmat.ui.main_window import MainWindow
from playmat.ui.playmat.game_window import GameWindow

SCREENSHOTS = Path(__file__).resolve().parents[3] / "screenshots"


def test_the_new_game_dialog_offers_easy_and_hard_and_the_game_keeps_it(
    qtbot, card_store: CardStore
) -> None:
    main = MainWindow(card_store)
    qtbot.addWidget(main)
    dialog = main.play.new_game()
    dialog.show()
    qtbot.waitExposed(dialog)
    labels = [dialog.difficulty.itemText(i) for i in range(dialog.difficulty.count())]
    assert [label.split(":")[0] for label in labels] == ["Easy", "Hard"]
    assert dialog.chosen_difficulty() is Difficulty.EASY  # today's player unless asked
    dialog.difficulty.setCurrentIndex(1)
    SCREENSHOTS.mkdir(exist_ok=True)
    dialog.grab().save(str(SCREENSHOTS / "new_game_difficulty.png"))
    # Two players on one screen have no computer to set.
    dialog.hotseat.setChecked(True)
    assert not dialog.difficulty.isVisible()
    dialog.computer.setChecked(True)

    with qtbot.waitSignal(main.play.opened) as opened:
        dialog.start()
    window: GameWindow = opened.args[0]
    session = window.controller.client
    assert isinstance(session, GameSession)
    assert session.difficulty is Difficulty.HARD
    assert isinstance(session._bots[1], SearchBot)
    path = session.path
    window.close()

    resumed = GameSession.load(path, card_store)
    assert resumed.difficulty is Difficulty.HARD
    assert isinstance(resumed._bots[1], SearchBot)


class _PaintCounter(QObject):
    """Counts the board's paint events, and those painted while the computer was thinking."""

    def __init__(self, window: GameWindow) -> None:
        super().__init__()
        self.window = window
        self.while_thinking = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self.window.controller.thinking:
            self.while_thinking += 1
        return False


def test_the_table_repaints_and_answers_while_the_hard_computer_thinks(
    qtbot, starter_decks
) -> None:
    session = GameSession.new(
        (starter_decks["Forest Shadow"], starter_decks["Roaring Heat"]),
        ("Forest Shadow", "Roaring Heat"),
        HUMAN_VS_COMPUTER,
        seed=4,
        difficulty=Difficulty.HARD,
    )
    window = GameWindow(session, computer_delay_ms=0)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    controller = window.controller
    painted = _PaintCounter(window)
    window.view.viewport().installEventFilter(painted)
    gui = QApplication.instance().thread()  # type: ignore[union-attr]
    changes_off_the_gui_thread: list[QThread] = []
    controller.changed.connect(
        lambda: changes_off_the_gui_thread.extend(
            [] if QThread.currentThread() is gui else [QThread.currentThread()]
        )
    )
    answers: list[object] = []
    frozen_games: list[bool] = []

    def poke() -> None:
        """What a player does while the computer thinks: the table repaints and answers."""
        if controller.thinking:
            decisions = len(session.game.decisions)
            window.view.viewport().update()
            answers.append(controller.why_not(EndTurn()))
            frozen_games.append(len(session.game.decisions) == decisions)

    ticker = QTimer(window)
    ticker.timeout.connect(poke)
    ticker.start(10)
    driver = BoardDriver(window)
    computer_decisions = 0
    while computer_decisions < 6 and session.game.state.winner is None:
        if session.computer_to_move():
            before = len(session.game.decisions)
            qtbot.waitUntil(lambda b=before: len(session.game.decisions) > b, timeout=60_000)
            computer_decisions += len(session.game.decisions) - before
        else:
            driver.play_one()
    ticker.stop()

    assert painted.while_thinking > 0
    assert answers and all(reason is not None for reason in answers)  # "not your decision"
    assert all(frozen_games)  # the game waits, unchanged, while the computer thinks
    assert changes_off_the_gui_thread == []
