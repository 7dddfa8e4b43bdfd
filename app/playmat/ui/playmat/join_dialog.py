"""Joining a game on the LAN: the games announced on the network are listed (or type the
host's address), enter the join code the host shows, choose your deck. Joining happens on a
thread of its own, so the window never freezes while the host is reached."""

from __future__ import annotations

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
from playmat.i18n.catalogue import Reader
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
        self.setWindowTitle(self.tr("Join a game"))
        self.setMinimumWidth(MINIMUM_WIDTH)
        self.games = QListWidget(self)
        self.games.setAccessibleName(self.tr("Games on your network"))
        self.games.currentItemChanged.connect(self._chosen)
        self.empty = QLabel(self.tr("No game announced on your network yet."), self)
        self.empty.setStyleSheet(f"color: {MUTED_INK};")
        self.empty.setWordWrap(True)
        self.address = QLineEdit(self)
        self.address.setPlaceholderText(self.tr("address:port, as the host shows it"))
        self.code = QLineEdit(self)
        self.code.setPlaceholderText(self.tr("the code the host shows"))
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
        self.join_button.setText(self.tr("Join"))
        buttons.accepted.connect(self.join)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(self.tr("Host:"), self.address)
        form.addRow(self.tr("Join code:"), self.code)
        form.addRow(self.tr("Your deck:"), self.deck)
        layout = QVBoxLayout(self)
        title = QLabel(self.tr("Games on your network"), self)
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
            self.empty.setText(
                self.tr(
                    "Playmat can't listen for games announced on your network ({0}): type "
                    "the host's address below."
                ).format(self.finder.problem)
            )

    def _describe(self, game: Announcement) -> str:
        waits = (
            self.tr("waits for a guest")
            if game.state == "open"
            else self.tr("waits for its guest to come back")
        )
        deck = self.tr(" with {0}").format(game.deck) if game.deck else ""
        return f"{game.host}{deck}: {waits} ({game.address}:{game.port})"

    def _chosen(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self.address.setText(str(item.data(Qt.ItemDataRole.UserRole)))
            self.code.setFocus()

    def join(self) -> None:
        """Reach the host and take the seat, on a thread; the dialog says how it went."""
        target = parse_address(self.address.text())
        if target is None:
            self._problem(self.tr("Type the host's address and port, as in 192.168.1.20:47000."))
            return
        if not self.code.text().strip():
            self._problem(self.tr("Type the join code the host's screen shows."))
            return
        if not self.records:
            self._problem(self.tr("There are no decks yet: build or import one first."))
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
        self.problem.setText(self.tr("Joining…"))
        self.problem.setVisible(True)
        threading.Thread(
            target=self._join, args=(game, JoinDeck(record.name, cards)), daemon=True
        ).start()

    def _join(self, game: RemoteGame, deck: JoinDeck) -> None:
        try:
            game.join(deck)
        except PlaymatError as error:
            self._finished.emit(None, Reader().render(error.words))
            return
        self._finished.emit(game, "")

    def _on_finished(self, game: RemoteGame | None, problem: str) -> None:
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
        self.timer.stop()
        self.finder.stop()
        super().done(result)
