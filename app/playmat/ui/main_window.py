"""The window Playmat opens with: what Playmat is, what the card database holds, the way in.

It paints before the card database is open, so Playmat's start stays quick: this module loads
only Qt, and the database, the card painter and the game windows come with :meth:`attach`. For
the same reason nothing here reads Qt's ``Qt`` namespace before the first paint (creating its
hundreds of flags takes tens of milliseconds, more than the rest of this window): rows are
centred with stretches, and ``Qt`` is imported where it is used, after the window shows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar, cast

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QAction, QCloseEvent, QFont, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLayout,
    QMainWindow,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from playmat import __version__
from playmat.cards.inks import MUTED_INK
from playmat.i18n.catalogue import t
from playmat.i18n.language import current_language
from playmat.ui.screen_fit import fit_to_screen

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from playmat.db.card_store import CardStore
    from playmat.ui.card_database_window import CardDatabaseWindow
    from playmat.ui.card_fan import CardFan
    from playmat.ui.deck_builder.window import DeckBuilderWindow
    from playmat.ui.playmat.launcher import PlayLauncher
    from playmat.ui.preferences import PreferencesDialog

#: The starter cards shown on the welcome screen: the three Sun & Moon starters.
FAN_CARDS = ("sm1-9", "sm1-24", "sm1-39")
#: Height of the fan of cards, kept free for it until the database is open.
FAN_HEIGHT = 240
#: Width of a home-screen tile, so that later tiles line up beside this one.
TILE_WIDTH = 440


def centred(widget: QWidget) -> QHBoxLayout:
    """A row holding ``widget`` in its middle."""
    row = QHBoxLayout()
    row.addStretch(1)
    row.addWidget(widget)
    row.addStretch(1)
    return row


class HomeTile(QPushButton):
    """A large button with a title and a line saying what it opens."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title_label = QLabel(self)
        title_font = QFont(self.title_label.font())
        title_font.setPointSizeF(title_font.pointSizeF() * 1.5)
        title_font.setBold(True)
        self.title_label.setFont(title_font)
        self.description_label = QLabel(self)
        self.description_label.setWordWrap(True)
        self.description_label.setStyleSheet(f"color: {MUTED_INK};")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 14, 20, 14)
        layout.addWidget(self.title_label)
        layout.addWidget(self.description_label)
        # The labels leave mouse presses to the tile (a plain label ignores them), so a click
        # anywhere on the tile presses it.
        self.setFixedWidth(TILE_WIDTH)

    def set_title(self, text: str) -> None:
        self.title_label.setText(text)
        self.setAccessibleName(text)

    def set_description(self, text: str) -> None:
        self.description_label.setText(text)
        self.setAccessibleDescription(text)
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        # A push button sizes itself for its own text; this one holds two labels instead.
        # The tile's layout is made in __init__.
        layout = cast(QLayout, self.layout())
        return QSize(TILE_WIDTH, layout.totalHeightForWidth(TILE_WIDTH))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def hasHeightForWidth(self) -> bool:
        # The tile's width is fixed; a centring layout would ask for the height at its own width.
        return False


class MainWindow(QMainWindow):
    """Home screen. Opens the Card database window and keeps its card count current.

    Until :meth:`attach` gives it the card store, the tiles and menu entries wait (disabled)
    and the status line says that the card database is opening."""

    def __init__(self, store: CardStore | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store: CardStore | None = None
        self.play: PlayLauncher | None = None
        self.card_fan: CardFan | None = None
        self.card_database_window: CardDatabaseWindow | None = None
        self.deck_builder_window: DeckBuilderWindow | None = None
        #: The language each window was made in: a closed one is made again in another.
        self._made_in: dict[QWidget, str] = {}
        fit_to_screen(self, 760, 720)

        self.play_action = QAction(self)
        self.play_action.setShortcuts(QKeySequence.StandardKey.New)
        self.play_action.triggered.connect(self.new_game)
        self.cards_action = QAction(self)
        self.cards_action.setShortcuts([QKeySequence("Ctrl+Shift+C")])
        self.cards_action.triggered.connect(self.open_card_database)
        self.decks_action = QAction(self)
        self.decks_action.setShortcuts([QKeySequence("Ctrl+Shift+D")])
        self.decks_action.triggered.connect(self.open_deck_builder)
        self.quit_action = QAction(self)
        self.quit_action.setShortcuts(QKeySequence.StandardKey.Quit)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.quit_action.triggered.connect(self.close)
        self.preferences_action = QAction(self)
        self.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.preferences_action.triggered.connect(self.show_preferences)
        self.about_action = QAction(self)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(self.show_about)
        self.playmat_menu = self.menuBar().addMenu("")
        self.playmat_menu.addAction(self.play_action)
        self.playmat_menu.addAction(self.decks_action)
        self.playmat_menu.addAction(self.cards_action)
        self.playmat_menu.addSeparator()
        self.playmat_menu.addAction(self.preferences_action)
        self.playmat_menu.addSeparator()
        self.playmat_menu.addAction(self.quit_action)
        self.help_menu = self.menuBar().addMenu("")
        self.help_menu.addAction(self.about_action)

        self.play_button = HomeTile(self)
        self.play_button.clicked.connect(self.new_game)
        self.decks_button = HomeTile(self)
        self.decks_button.clicked.connect(self.open_deck_builder)
        self.cards_button = HomeTile(self)
        self.cards_button.clicked.connect(self.open_card_database)
        self.count_label = QLabel(self)
        self.count_label.setStyleSheet(f"color: {MUTED_INK};")
        #: What waits for the card database: off until :meth:`attach`.
        self._needs_store: list[QAction | QPushButton] = [
            self.play_action,
            self.cards_action,
            self.decks_action,
            self.play_button,
            self.decks_button,
            self.cards_button,
        ]
        for waiting in self._needs_store:
            waiting.setEnabled(False)
        self._layout = QVBoxLayout()
        self._fan_slot = QWidget(self)
        self._fan_slot.setFixedHeight(FAN_HEIGHT)
        self._recent_slot = QWidget(self)
        self.setCentralWidget(self._make_central())
        self.retranslate()
        if store is not None:
            self.attach(store)

    def retranslate(self) -> None:
        """Word everything in the language Playmat speaks now: at start, and when the player
        picks another language in Preferences."""
        self.setWindowTitle(t("main_window.title"))
        self.play_action.setText(t("main_window.new_game"))
        self.cards_action.setText(t("main_window.card_database"))
        self.decks_action.setText(t("main_window.deck_builder"))
        self.quit_action.setText(t("main_window.quit"))
        self.preferences_action.setText(t("main_window.preferences"))
        self.about_action.setText(t("main_window.about"))
        self.playmat_menu.setTitle(t("main_window.menu"))
        self.help_menu.setTitle(t("main_window.help"))
        self.play_button.set_title(t("main_window.play"))
        self.play_button.set_description(t("main_window.play_about"))
        self.decks_button.set_title(t("main_window.decks"))
        self.decks_button.set_description(t("main_window.decks_about"))
        self.cards_button.set_title(t("main_window.cards"))
        self.cards_button.set_description(t("main_window.cards_about"))
        self.title_label.setText(t("main_window.title"))
        self.tagline_label.setText(t("main_window.tagline"))
        if self.store is None:
            self.count_label.setText(t("main_window.opening"))
        else:
            self.refresh_counts()
            if self.play is not None:
                self.play.recent.retranslate()
            if self.card_fan is not None:
                self.card_fan.retranslate()

    def _make_central(self) -> QWidget:
        central = QWidget(self)
        self.title_label = QLabel(central)
        title_font = QFont(self.title_label.font())
        title_font.setPointSizeF(title_font.pointSizeF() * 2.6)
        title_font.setBold(True)
        self.title_label.setFont(title_font)
        self.tagline_label = QLabel(central)
        layout = self._layout
        central.setLayout(layout)
        layout.setContentsMargins(48, 28, 48, 24)
        layout.setSpacing(10)
        layout.addWidget(self._fan_slot)
        layout.addSpacing(6)
        for widget in (self.title_label, self.tagline_label):
            layout.addLayout(centred(widget))
        layout.addSpacing(18)
        for tile in (self.play_button, self.decks_button, self.cards_button):
            layout.addLayout(centred(tile))
        layout.addSpacing(10)
        layout.addLayout(centred(self._recent_slot))
        layout.addStretch(1)
        layout.addLayout(centred(self.count_label))
        return central

    def attach(self, store: CardStore) -> None:
        """The card database is open: show the starter cards, the games to resume and the
        count, and let the tiles work."""
        from playmat.ui.card_fan import CardFan
        from playmat.ui.playmat.launcher import PlayLauncher

        self.store = store
        found = store.get_many(FAN_CARDS)
        self.card_fan = CardFan([found[card_id] for card_id in FAN_CARDS if card_id in found])
        self.card_fan.setFixedHeight(FAN_HEIGHT)
        self._swap(self._fan_slot, self.card_fan)
        self.play = PlayLauncher(store, self)
        self.play.recent.setFixedWidth(TILE_WIDTH)
        self._swap(self._recent_slot, self.play.recent)
        for waiting in self._needs_store:
            waiting.setEnabled(True)
        self.refresh_counts()

    def _swap(self, placeholder: QWidget, widget: QWidget) -> None:
        self._layout.replaceWidget(placeholder, widget)
        placeholder.hide()
        placeholder.deleteLater()

    def _open_store(self) -> CardStore:
        if self.store is None:
            raise RuntimeError("the card database is not open yet")
        return self.store

    def refresh_counts(self) -> None:
        """Show how many cards the database holds (after start-up and after every import)."""
        from playmat.ui.counts import counted

        stats = self._open_store().stats()
        cards, sets = counted("cards", stats.cards), counted("sets", stats.sets)
        self.count_label.setText(t("main_window.holds", cards=cards, sets=sets))
        self.cards_button.set_description(t("main_window.cards_about_counted", cards=cards))

    def new_game(self) -> None:
        if self.play is not None:
            self.play.new_game()

    def open_card_database(self) -> CardDatabaseWindow:
        """Show the Card database window, creating it the first time."""
        from PySide6.QtCore import Qt

        from playmat.ui.card_database_window import CardDatabaseWindow

        window = self.card_database_window
        if window is None or self._stale(window):
            window = CardDatabaseWindow(self._open_store(), self)
            window.setWindowFlag(Qt.WindowType.Window)
            window.cards_changed.connect(self.refresh_counts)
            self.card_database_window = window
            self._made_in[window] = current_language()
        return _raised(window)

    def open_deck_builder(self) -> DeckBuilderWindow:
        """Show the deck builder, creating it the first time."""
        from PySide6.QtCore import Qt

        from playmat.decks.store import DeckStore
        from playmat.ui.deck_builder.window import DeckBuilderWindow

        window = self.deck_builder_window
        if window is None or self._stale(window):
            decks = DeckStore(self._open_store().database)
            window = DeckBuilderWindow(decks, play=self.play_deck, parent=self)
            window.setWindowFlag(Qt.WindowType.Window)
            self.deck_builder_window = window
            self._made_in[window] = current_language()
        return _raised(window)

    def _stale(self, window: QWidget) -> bool:
        """Whether a window must be made again: it is closed and was made in another language
        than Playmat speaks now."""
        if window.isVisible() or self._made_in.get(window) == current_language():
            return False
        self._made_in.pop(window, None)
        window.deleteLater()
        return True

    def play_deck(self, deck_id: int) -> None:
        """The deck builder's Play with this deck: a new game with that deck as the player's."""
        if self.play is None:
            return
        dialog = self.play.new_game()
        dialog.select_deck(dialog.first_deck, deck_id)

    def show_preferences(self) -> PreferencesDialog:
        from PySide6.QtCore import Qt

        from playmat.ui.preferences import PreferencesDialog

        dialog = PreferencesDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def show_about(self) -> QMessageBox:
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(
            QMessageBox.Icon.NoIcon,
            t("main_window.about_title"),
            t("main_window.about_text", version=__version__),
            QMessageBox.StandardButton.Ok,
            self,
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.open()
        return box

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        # The database window refuses to close while an import runs; so does Playmat.
        window = self.card_database_window
        if window is not None and not window.close():
            window.show()
            event.ignore()
            return
        super().closeEvent(event)


Shown = TypeVar("Shown", bound=QWidget)


def _raised(window: Shown) -> Shown:
    """``window`` shown, in front and active."""
    window.show()
    window.raise_()
    window.activateWindow()
    return window
