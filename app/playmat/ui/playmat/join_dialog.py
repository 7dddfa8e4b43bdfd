"""Joining a game on the LAN: the games announced on the network are listed (or type the
host's address), enter the join code the host shows, choose your deck. Joining happens on a
thread of its own, so the window never freezes while the host is reached."""

from __future__ import annotations

import contextlib
import threading

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from playmat.decks.store import DeckStore
from playmat.errors import PlaymatError
from playmat.i18n.catalogue import Reader, t
from playmat.net.discovery import Announcement, Finder
from playmat.net.guest import JoinDeck, RemoteGame
from playmat.net.handshake import Versions
from playmat.ui.palette import ERROR_RED, MUTED_INK

#: Wide enough for a game's line: its host, deck, state, address and port.
MINIMUM_WIDTH = 520


def parse_address(text: str) -> tuple[str, int] | None:
    """``host:port`` as typed (spaces ignored); ``None`` when it isn't one."""
    address, _, port = text.strip().rpartition(":")
    if not address or not port.isdigit() or not 0 < int(port) < 65536:
        return None
    return address.strip(), int(port)


class JoinDialog(QDialog):
    """Join a hosted game (see the module docstring)."""

    #: The guest's seat is taken: the game, for its window.
    joined = Signal(object)
    #: A join finished on its thread: the game, or the reason it failed (words).
    _finished = Signal(object, str)

    def __init__(
        self,
        decks: DeckStore,
        versions: Versions,
        parent: QWidget | None = None,
        *,
        listen_on: str = "",
    ) -> None:
        super().__init__(parent)
        self.decks = decks
        self.versions = versions
        self.game: RemoteGame | None = None
        #: Closed without joining: a join still under way leaves the seat it takes.
        self._cancelled = False
        self.setWindowTitle(t("join_dialog.title"))
        self.setMinimumWidth(MINIMUM_WIDTH)
        self.games = QListWidget(self)
        self.games.setAccessibleName(t("join_dialog.games"))
        self.games.currentItemChanged.connect(self._chosen)
        self.empty = QLabel(t("join_dialog.none_yet"), self)
        self.empty.setStyleSheet(f"color: {MUTED_INK};")
        self.empty.setWordWrap(True)
        self.address = QLineEdit(self)
        self.address.setPlaceholderText(t("join_dialog.address_hint"))
        self.code = QLineEdit(self)
        self.code.setPlaceholderText(t("join_dialog.code_hint"))
        self.deck = QComboBox(self)
        self.records = decks.list()
        for record in self.records:
            self.deck.addItem(record.name, record.id)
        self.problem = QLabel(self)
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(f"color: {ERROR_RED};")
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.join_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.join_button.setText(t("join_dialog.join"))
        buttons.accepted.connect(self.join)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(t("join_dialog.host"), self.address)
        form.addRow(t("join_dialog.code"), self.code)
        form.addRow(t("lan_dialog.your_deck"), self.deck)
        layout = QVBoxLayout(self)
        title = QLabel(t("join_dialog.games"), self)
        title.setStyleSheet("font-weight: bold;")
        layout.addWidget(title)
        layout.addWidget(self.games)
        layout.addWidget(self.empty)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        self._finished.connect(self._on_finished)
        self.finder = Finder(listen_on)
        self.finder.start()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.refresh_games)
        self.timer.start(500)
        self.refresh_games()

    def refresh_games(self) -> None:
        """List the games heard lately (keeping the one chosen)."""
        heard = self.finder.games()
        current = self.games.currentItem()
        chosen = current.data(Qt.ItemDataRole.UserRole) if current is not None else None
        self.games.blockSignals(True)
        self.games.clear()
        for game in heard:
            item = QListWidgetItem(self._describe(game))
            item.setData(Qt.ItemDataRole.UserRole, f"{game.address}:{game.port}")
            self.games.addItem(item)
            if item.data(Qt.ItemDataRole.UserRole) == chosen:
                self.games.setCurrentItem(item)
        self.games.blockSignals(False)
        self.games.setVisible(bool(heard))
        self.empty.setVisible(not heard)
        if self.finder.problem is not None:
            self.empty.setText(t("join_dialog.cannot_listen", problem=self.finder.problem))

    def _describe(self, game: Announcement) -> str:
        """A game heard on the network: who hosts it with which deck, whether it waits for a
        new guest or for its guest to come back, and where."""
        return t(
            "join_dialog.game",
            host=game.host,
            named=bool(game.deck),
            deck=game.deck,
            open=game.state == "open",
            address=game.address,
            port=str(game.port),
        )

    def _chosen(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self.address.setText(str(item.data(Qt.ItemDataRole.UserRole)))
            self.code.setFocus()

    def join(self) -> None:
        """Reach the host and take the seat, on a thread; the dialog says how it went."""
        target = parse_address(self.address.text())
        if target is None:
            self._problem(t("join_dialog.type_address"))
            return
        if not self.code.text().strip():
            self._problem(t("join_dialog.type_code"))
            return
        if not self.records:
            self._problem(t("lan_dialog.no_decks"))
            return
        record = self.records[self.deck.currentIndex()]
        cards = [card for card, count in self.decks.entries(record) for _ in range(count)]
        game = RemoteGame(
            target[0],
            target[1],
            self.code.text(),
            self.decks.cards,
            self.decks.cards,
            self.versions,
        )
        self.join_button.setEnabled(False)
        self._problem("")
        self.problem.setStyleSheet(f"color: {MUTED_INK};")
        self.problem.setText(t("join_dialog.joining"))
        self.problem.setVisible(True)
        threading.Thread(
            target=self._join, args=(game, JoinDeck(record.name, cards)), daemon=True
        ).start()

    def _join(self, game: RemoteGame, deck: JoinDeck) -> None:
        try:
            game.join(deck)
        except PlaymatError as error:
            self._tell(None, Reader().render(error.words))
            return
        self._tell(game, "")

    def _tell(self, game: RemoteGame | None, problem: str) -> None:
        """Say how joining went; the dialog may have been cancelled and deleted meanwhile, and
        then the seat just taken is left (no window would play it)."""
        if not self._cancelled:
            with contextlib.suppress(RuntimeError):  # "Signal source has been deleted"
                self._finished.emit(game, problem)
                return
        if game is not None:
            game.leave()

    def _on_finished(self, game: RemoteGame | None, problem: str) -> None:
        if self._cancelled:
            if game is not None:
                game.leave()
            return
        self.join_button.setEnabled(True)
        if game is None:
            self._problem(problem)
            return
        self.game = game
        self.joined.emit(game)
        self.accept()

    def _problem(self, text: str) -> None:
        self.problem.setStyleSheet(f"color: {ERROR_RED};")
        self.problem.setText(text)
        self.problem.setVisible(bool(text))

    def done(self, result: int) -> None:
        self._cancelled = result != QDialog.DialogCode.Accepted
        self.timer.stop()
        self.finder.stop()
        super().done(result)
