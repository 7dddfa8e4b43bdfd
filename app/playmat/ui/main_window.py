"""The window Playmat opens with: what Playmat is, what the card database holds, the way in."""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction, QCloseEvent, QFont, QKeySequence
from PySide6.QtWidgets import (
    QLabel,
    QLayout,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from playmat import __version__
from playmat.db.card_store import CardStore
from playmat.decks.store import DeckStore
from playmat.ui.card_database_window import CardDatabaseWindow
from playmat.ui.card_fan import CardFan
from playmat.ui.counts import counted
from playmat.ui.deck_builder.window import DeckBuilderWindow
from playmat.ui.palette import MUTED_INK
from playmat.ui.playmat.launcher import PlayLauncher
from playmat.ui.preferences import PreferencesDialog
from playmat.ui.screen_fit import fit_to_screen

#: The starter cards shown on the welcome screen: the three Sun & Moon starters.
FAN_CARDS = ("sm1-9", "sm1-24", "sm1-39")
#: Width of a home-screen tile, so that later tiles line up beside this one.
TILE_WIDTH = 440


class HomeTile(QPushButton):
    """A large button with a title and a line saying what it opens."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title_label = QLabel(title, self)
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
        for label in (self.title_label, self.description_label):
            label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAccessibleName(title)
        self.setFixedWidth(TILE_WIDTH)

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
    """Home screen. Opens the Card database window and keeps its card count current."""

    def __init__(self, store: CardStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.card_database_window: CardDatabaseWindow | None = None
        self.deck_builder_window: DeckBuilderWindow | None = None
        self.setWindowTitle(self.tr("Playmat"))
        fit_to_screen(self, 760, 720)

        self.play = PlayLauncher(store, self)
        play_action = QAction(self.tr("&New game…"), self)
        play_action.setShortcut(QKeySequence.StandardKey.New)
        play_action.triggered.connect(self.play.new_game)
        cards_action = QAction(self.tr("&Card database"), self)
        cards_action.setShortcut(QKeySequence(self.tr("Ctrl+Shift+C")))
        cards_action.triggered.connect(self.open_card_database)
        decks_action = QAction(self.tr("&Deck builder"), self)
        decks_action.setShortcut(QKeySequence(self.tr("Ctrl+Shift+D")))
        decks_action.triggered.connect(self.open_deck_builder)
        quit_action = QAction(self.tr("&Quit"), self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        quit_action.triggered.connect(self.close)
        preferences_action = QAction(self.tr("&Preferences…"), self)
        preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        preferences_action.triggered.connect(self.show_preferences)
        about_action = QAction(self.tr("&About Playmat"), self)
        about_action.setMenuRole(QAction.MenuRole.AboutRole)
        about_action.triggered.connect(self.show_about)
        playmat_menu = self.menuBar().addMenu(self.tr("&Playmat"))
        playmat_menu.addAction(play_action)
        playmat_menu.addAction(decks_action)
        playmat_menu.addAction(cards_action)
        playmat_menu.addSeparator()
        playmat_menu.addAction(preferences_action)
        playmat_menu.addSeparator()
        playmat_menu.addAction(quit_action)
        self.menuBar().addMenu(self.tr("&Help")).addAction(about_action)

        self.play_button = HomeTile(self.tr("Play"), self)
        self.play_button.set_description(
            self.tr("Start a game: choose two decks, then play the computer or a friend here.")
        )
        self.play_button.clicked.connect(self.play.new_game)
        self.decks_button = HomeTile(self.tr("Deck builder"), self)
        self.decks_button.set_description(
            self.tr("Build and check decks, see their odds, import and export decklists.")
        )
        self.decks_button.clicked.connect(self.open_deck_builder)
        self.cards_button = HomeTile(self.tr("Card database"), self)
        self.cards_button.clicked.connect(self.open_card_database)
        self.count_label = QLabel(self)
        self.count_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.count_label.setStyleSheet(f"color: {MUTED_INK};")
        self.setCentralWidget(self._make_central())
        self.refresh_counts()

    def _make_central(self) -> QWidget:
        central = QWidget(self)
        title = QLabel(self.tr("Playmat"), central)
        title_font = QFont(title.font())
        title_font.setPointSizeF(title_font.pointSizeF() * 2.6)
        title_font.setBold(True)
        title.setFont(title_font)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.tagline_label = QLabel(
            self.tr("A desktop tabletop for the Pokémon Trading Card Game."), central
        )
        self.tagline_label.setWordWrap(True)
        self.tagline_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        found = self.store.get_many(FAN_CARDS)
        fan_cards = [found[card_id] for card_id in FAN_CARDS if card_id in found]
        layout = QVBoxLayout(central)
        layout.setContentsMargins(48, 28, 48, 24)
        layout.setSpacing(10)
        self.card_fan = CardFan(fan_cards, central)
        layout.addWidget(self.card_fan)
        layout.addSpacing(6)
        layout.addWidget(title)
        layout.addWidget(self.tagline_label)
        layout.addSpacing(18)
        layout.addWidget(self.play_button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.decks_button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.cards_button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.play.recent.setFixedWidth(TILE_WIDTH)
        layout.addSpacing(10)
        layout.addWidget(self.play.recent, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)
        layout.addWidget(self.count_label)
        return central

    def refresh_counts(self) -> None:
        """Show how many cards the database holds (after start-up and after every import)."""
        stats = self.store.stats()
        cards, sets = counted("cards", stats.cards), counted("sets", stats.sets)
        self.count_label.setText(
            self.tr("Your card database holds {0} from {1}.").format(cards, sets)
        )
        self.cards_button.set_description(
            self.tr("Search and browse {0}, see each one drawn, import card pools.").format(cards)
        )

    def open_card_database(self) -> CardDatabaseWindow:
        """Show the Card database window, creating it the first time."""
        if self.card_database_window is None:
            window = CardDatabaseWindow(self.store, self)
            window.setWindowFlag(Qt.WindowType.Window)
            window.cards_changed.connect(self.refresh_counts)
            self.card_database_window = window
        self.card_database_window.show()
        self.card_database_window.raise_()
        self.card_database_window.activateWindow()
        return self.card_database_window

    def open_deck_builder(self) -> DeckBuilderWindow:
        """Show the deck builder, creating it the first time."""
        if self.deck_builder_window is None:
            decks = DeckStore(self.store.database)
            window = DeckBuilderWindow(decks, play=self.play_deck, parent=self)
            window.setWindowFlag(Qt.WindowType.Window)
            self.deck_builder_window = window
        self.deck_builder_window.show()
        self.deck_builder_window.raise_()
        self.deck_builder_window.activateWindow()
        return self.deck_builder_window

    def play_deck(self, deck_id: int) -> None:
        """The deck builder's Play with this deck: a new game with that deck as the player's."""
        dialog = self.play.new_game()
        dialog.select_deck(dialog.first_deck, deck_id)

    def show_preferences(self) -> PreferencesDialog:
        dialog = PreferencesDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def show_about(self) -> QMessageBox:
        box = QMessageBox(
            QMessageBox.Icon.NoIcon,
            self.tr("About Playmat"),
            self.tr(
                "Playmat {0}\n\nA desktop tabletop for the Pokémon Trading Card Game.\n"
                "Free software under the MIT license.\n\n"
                "Card data comes from the pokemon-tcg-data project. Pokémon and its "
                "trademarks belong to Nintendo, Creatures and GAME FREAK; Playmat is not "
                "affiliated with them."
            ).format(__version__),
            QMessageBox.StandardButton.Ok,
            self,
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.open()
        return box

    def closeEvent(self, event: QCloseEvent) -> None:
        # The database window refuses to close while an import runs; so does Playmat.
        window = self.card_database_window
        if window is not None and not window.close():
            window.show()
            event.ignore()
            return
        super().closeEvent(event)
