"""The way into a game from the main window: Play (a new game) and the recent games to resume.

Every game is saved after each decision, so the recent games are simply the saved files, most
recently played first; a finished game is listed with its result until it drops off the list.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QDateTime, QLocale, QObject, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from playmat.db.card_store import CardStore
from playmat.decks.store import DeckStore
from playmat.errors import PlaymatError
from playmat.i18n.catalogue import Reader, t
from playmat.play.client import Seat
from playmat.play.saves import DamagedSave, SavedGame, clean_interrupted_saves, recent_games
from playmat.play.session import GameSession
from playmat.ui.palette import ERROR_RED, MUTED_INK
from playmat.ui.playmat.game_window import GameWindow
from playmat.ui.playmat.new_game_dialog import NewGameDialog
from playmat.ui.words import player_name, seat_reader

#: How many saved games the main window lists.
RECENT_GAMES = 6


def describe(saved: SavedGame | DamagedSave) -> str:
    """One line for a saved game: the decks, the opponent, how far it got, when; for a damaged
    one, its file and why it can't be resumed."""
    if isinstance(saved, DamagedSave):
        reason = seat_reader((Seat.HUMAN, Seat.COMPUTER), 0).render(saved.reason)
        return t("resume.damaged", file=saved.path.name, when=_when(saved.updated), reason=reason)
    seats = tuple(Seat(seat) for seat in saved.seats)
    names = saved.player_names
    if Seat.COMPUTER in seats:
        against = t("resume.computer")
        # The person's own screen: they are "you".
        reader = seat_reader(seats, seats.index(Seat.HUMAN) if Seat.HUMAN in seats else 0)
    else:
        against = t("resume.two_players", first=player_name(0, names), second=player_name(1, names))
        # Nobody's own screen: both by name.
        reader = Reader(names=lambda seat: player_name(seat, names))
    when = _when(saved.updated)
    decks = t(
        "resume.decks", first=saved.deck_names[0], second=saved.deck_names[1], against=against
    )
    if saved.result is not None:
        return t("resume.finished", decks=decks, result=reader.render(saved.result), when=when)
    return t("resume.going_on", decks=decks, turn=saved.turn, when=when)


def _when(stamp: str) -> str:
    """When a game was saved, as the reader's language writes a date and time."""
    moment = QDateTime.fromString(stamp, Qt.DateFormat.ISODate)
    if not moment.isValid():
        return stamp
    return QLocale().toString(moment.toLocalTime(), QLocale.FormatType.ShortFormat)


class RecentGames(QWidget):
    """The saved games to resume; activating one resumes it."""

    chosen = Signal(Path)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel(self)
        self.title.setStyleSheet("font-weight: bold;")
        self.list = QListWidget(self)
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.itemActivated.connect(
            lambda item: self.chosen.emit(Path(item.data(Qt.ItemDataRole.UserRole)))
        )
        self.empty = QLabel(self)
        self.empty.setStyleSheet(f"color: {MUTED_INK};")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.list)
        layout.addWidget(self.empty)
        self.retranslate()

    def retranslate(self) -> None:
        """Word the list and its games in the language Playmat speaks now."""
        self.title.setText(t("resume.title"))
        self.list.setAccessibleName(t("resume.list"))
        self.list.setToolTip(t("resume.list_tip"))
        self.empty.setText(t("resume.empty"))
        self.refresh()

    def refresh(self) -> None:
        self.list.clear()
        games = recent_games(limit=RECENT_GAMES)
        for saved in games:
            item = QListWidgetItem(describe(saved))
            item.setData(Qt.ItemDataRole.UserRole, str(saved.path))
            if isinstance(saved, DamagedSave):
                item.setForeground(QBrush(QColor(ERROR_RED)))
                item.setToolTip(t("resume.damaged_tip"))
            self.list.addItem(item)
        self.list.setVisible(bool(games))
        self.empty.setVisible(not games)
        self._fit_height()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit_height()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # Wrapped lines (a damaged save's reason) take more rows in a narrower list.
        self._fit_height()

    def _fit_height(self) -> None:
        """Three games show at once; the rest scroll. Until the list is on screen its width
        isn't known, so rows count as unwrapped; once shown, they are measured as laid out."""
        shown = range(min(self.list.count(), 3))
        if self.isVisible():
            self.list.doItemsLayout()
            rows = sum(self.list.visualItemRect(self.list.item(row)).height() for row in shown)
        else:
            rows = sum(self.list.sizeHintForRow(row) for row in shown)
        self.list.setFixedHeight(rows + 2 * self.list.frameWidth() + 2)


class PlayLauncher(QObject):
    """Opens game windows: a new game from the New game dialog, or a saved one resumed."""

    #: A game window opened (for tests and for the main window to keep track).
    opened = Signal(GameWindow)

    def __init__(self, store: CardStore, parent: QWidget) -> None:
        super().__init__(parent)
        self.store = store
        self.decks = DeckStore(store.database)
        # Saves cut short by a crash left temporary files: this is the next start.
        clean_interrupted_saves()
        self.recent = RecentGames(parent)
        self.recent.chosen.connect(self.resume)
        self.windows: list[GameWindow] = []
        #: The saved game each window plays (two windows on one game would save over each
        #: other).
        self._paths: dict[GameWindow, Path] = {}
        self.dialog: NewGameDialog | None = None

    def _parent_widget(self) -> QWidget:
        parent = self.parent()
        assert isinstance(parent, QWidget)
        return parent

    def new_game(self) -> NewGameDialog:
        """Ask for the decks and the opponent; Start opens the game."""
        dialog = NewGameDialog(self.decks, self._parent_widget())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self._started(dialog))
        self.dialog = dialog
        dialog.open()
        return dialog

    def _started(self, dialog: NewGameDialog) -> None:
        self.dialog = None
        if dialog.session is not None:
            self.open(dialog.session)

    def resume(self, path: Path) -> GameWindow | None:
        """Open the saved game in ``path`` where it was left (or bring its window forward: two
        windows on one game would each save over the other)."""
        for window, playing in self._paths.items():
            if playing == path:
                window.raise_()
                window.activateWindow()
                return window
        try:
            session = GameSession.load(path, self.store, self.store)
        except PlaymatError as error:
            box = QMessageBox(
                QMessageBox.Icon.Warning,
                t("resume.cannot_resume"),
                seat_reader((Seat.HUMAN, Seat.COMPUTER), 0).render(error.words),
                QMessageBox.StandardButton.Ok,
                self._parent_widget(),
            )
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()
            return None
        return self.open(session)

    def open(self, session: GameSession) -> GameWindow:
        window = GameWindow(session, parent=self._parent_widget())
        self._paths[window] = session.path
        window.setWindowFlag(Qt.WindowType.Window)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.closed.connect(self.recent.refresh)
        window.closed.connect(lambda: self._forget(window))
        self.windows.append(window)
        window.show()
        self.recent.refresh()
        self.opened.emit(window)
        return window

    def _forget(self, window: GameWindow) -> None:
        if window in self.windows:
            self.windows.remove(window)
        self._paths.pop(window, None)
