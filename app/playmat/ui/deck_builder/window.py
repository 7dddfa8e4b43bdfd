"""The deck builder window: the decks, a card browser, the card drawn large with the deck's
statistics under it, and the deck being built with what the validator says about it.

The window wires the parts to the :class:`DeckEditor`, which makes every change (one
transaction, one undo step); after each change it shows the deck again from its snapshot.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from playmat.cards.model import Card
from playmat.decks.analysis import DeckAnalyser, DeckAnalysis
from playmat.decks.formats import formats
from playmat.decks.store import DeckRecord, DeckStore, ThemeDeck
from playmat.i18n.catalogue import t
from playmat.play.games import card_automation
from playmat.ui.card_browser import CardBrowser
from playmat.ui.card_view import CardView, LeftToYouLabel
from playmat.ui.deck_builder.deck_list import DeckListPanel
from playmat.ui.deck_builder.deck_view import ADD_KEYS, REMOVE_KEYS, DeckView
from playmat.ui.deck_builder.decklist_transfer import DecklistTransfer
from playmat.ui.deck_builder.editor import DeckEditor
from playmat.ui.deck_builder.stats_panel import StatsPanel
from playmat.ui.deck_builder.validation_panel import ValidationPanel
from playmat.ui.messages import show_message
from playmat.ui.palette import MUTED_INK
from playmat.ui.print_dialogs import show_decklist_preview, show_proxy_preview
from playmat.ui.screen_fit import fit_to_screen

#: Starts a game with the deck of this id (the main window's Play).
PlayDeck = Callable[[int], object]


class DeckBuilderWindow(QMainWindow):
    """Build, check and share decks. With ``play`` it offers to start a game with the deck."""

    def __init__(
        self, store: DeckStore, play: PlayDeck | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.store = store
        self._play = play
        self.editor = DeckEditor(store, self)
        self.analyser = DeckAnalyser(store)
        self.transfer = DecklistTransfer(self.editor, self.analyser, self)
        self.transfer.shown = lambda: self.analysis.record if self.analysis is not None else None
        self.analysis: DeckAnalysis | None = None
        #: The theme deck shown (read-only), instead of a deck of one's own.
        self.theme: ThemeDeck | None = None
        self.themes = store.theme_decks()
        self._cards_seen = store.cards.stats()
        self.setWindowTitle(t("deck_builder.title"))
        fit_to_screen(self, 1480, 900)

        self.deck_list = DeckListPanel(self)
        self.browser = CardBrowser(
            store.cards, draggable=True, preview_on_hover=True, narrow=True, parent=self
        )
        self.card_view = CardView(self)
        self.by_hand_label = LeftToYouLabel(self)
        self.stats_panel = StatsPanel(self)
        self.deck_view = DeckView(self)
        self.validation_panel = ValidationPanel(self)
        self.name_label = QLabel(self)
        self.play_button = QPushButton(t("deck_builder.play"), self)
        self.play_button.setVisible(play is not None)
        self.play_button.clicked.connect(self.play_deck)
        self.copy_button = QPushButton(t("deck_builder.copy_theme"), self)
        self.copy_button.setToolTip(t("deck_builder.copy_theme_tip"))
        self.copy_button.setVisible(False)
        self.copy_button.clicked.connect(self.copy_theme)
        self.format_box = QComboBox(self)
        self.format_box.setAccessibleName(t("deck_builder.format"))
        for deck_format in formats().values():
            self.format_box.addItem(deck_format.name, deck_format.id)
            self.format_box.setItemData(
                self.format_box.count() - 1, deck_format.note, Qt.ItemDataRole.ToolTipRole
            )
        self._make_actions()
        self.setCentralWidget(self._make_central())
        self._connect()

        self.browser.refresh_sets()
        self.browser.search_bar.emit_query()
        self._refresh_deck_list()
        decks = self.editor.decks()
        self.editor.open(decks[0].id if decks else None)

    # -- building ------------------------------------------------------------------------------

    def _make_actions(self) -> None:
        def action(
            text: str,
            slot: Callable[[], object],
            *keys: QKeySequence | QKeySequence.StandardKey | str,
        ) -> QAction:
            made = QAction(text, self)
            made.triggered.connect(slot)
            if keys:
                made.setShortcuts([QKeySequence(key) for key in keys])
            return made

        self.new_action = action(
            t("deck_builder.new_deck"), self.new_deck, QKeySequence.StandardKey.New
        )
        self.duplicate_action = action(t("deck_builder.duplicate"), self.editor.duplicate, "Ctrl+D")
        self.rename_action = action(t("deck_builder.rename"), self.rename_deck, "F2")
        self.delete_action = action(t("deck_builder.delete"), self.editor.delete)
        self.import_action = action(
            t("deck_builder.import"), self.transfer.choose_file, QKeySequence.StandardKey.Open
        )
        self.export_action = action(
            t("deck_builder.export"), self.transfer.choose_export_file, "Ctrl+E"
        )
        self.paste_action = action(
            t("deck_builder.paste"), self.transfer.paste, QKeySequence.StandardKey.Paste
        )
        self.copy_action = action(
            t("deck_builder.copy"), self.transfer.copy, QKeySequence.StandardKey.Copy
        )
        for made, tip in (
            (self.import_action, t("deck_builder.import_tip")),
            (self.export_action, t("deck_builder.export_tip")),
            (self.paste_action, t("deck_builder.paste_tip")),
            (self.copy_action, t("deck_builder.copy_tip")),
            (self.delete_action, t("deck_builder.delete_tip")),
        ):
            made.setToolTip(tip)
        stack = self.editor.undo_stack
        self.undo_action = action(t("deck_builder.undo"), stack.undo, QKeySequence.StandardKey.Undo)
        redo_keys = [QKeySequence(QKeySequence.StandardKey.Redo), QKeySequence("Ctrl+Shift+Z")]
        self.redo_action = action(t("deck_builder.redo"), stack.redo, *dict.fromkeys(redo_keys))
        # The buttons keep their short names; what they would undo or redo is in the tooltip.
        self.undo_action.setEnabled(False)
        self.redo_action.setEnabled(False)
        stack.canUndoChanged.connect(self.undo_action.setEnabled)
        stack.canRedoChanged.connect(self.redo_action.setEnabled)
        stack.undoTextChanged.connect(
            lambda text: self.undo_action.setToolTip(t("deck_builder.undo_what", what=text))
        )
        stack.redoTextChanged.connect(
            lambda text: self.redo_action.setToolTip(t("deck_builder.redo_what", what=text))
        )
        self.print_proxies_action = action(t("deck_builder.print_proxies"), self.print_proxies)
        self.print_list_action = action(t("deck_builder.print_registration"), self.print_list)
        close_action = action(t("deck_builder.close"), self.close, QKeySequence.StandardKey.Close)
        deck_menu = self.menuBar().addMenu(t("deck_builder.menu_deck"))
        deck_menu.addActions(
            [self.new_action, self.duplicate_action, self.rename_action, self.delete_action]
        )
        deck_menu.addSeparator()
        deck_menu.addActions(
            [self.import_action, self.export_action, self.paste_action, self.copy_action]
        )
        deck_menu.addSeparator()
        deck_menu.addActions([self.print_proxies_action, self.print_list_action])
        deck_menu.addSeparator()
        deck_menu.addAction(close_action)
        edit_menu = self.menuBar().addMenu(t("deck_builder.menu_edit"))
        edit_menu.addActions([self.undo_action, self.redo_action])
        toolbar = self.addToolBar(t("deck_builder.decks"))
        toolbar.setObjectName("deck-toolbar")
        toolbar.setMovable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        toolbar.addActions(
            [self.new_action, self.duplicate_action, self.rename_action, self.delete_action]
        )
        toolbar.addSeparator()
        toolbar.addActions(
            [self.import_action, self.export_action, self.paste_action, self.copy_action]
        )
        toolbar.addSeparator()
        toolbar.addActions([self.undo_action, self.redo_action])
        QShortcut(QKeySequence.StandardKey.Find, self, self.browser.focus_search)

    def _make_central(self) -> QWidget:
        decks = self._column(self._caption(t("deck_builder.decks")), self.deck_list)
        stats = QScrollArea(self)
        stats.setWidget(self.stats_panel)
        stats.setWidgetResizable(True)
        stats.setFrameShape(QScrollArea.Shape.NoFrame)
        preview = QWidget(self)
        preview_layout = QVBoxLayout(preview)
        preview_layout.setContentsMargins(0, 0, 0, 0)
        preview_layout.addWidget(self.card_view, 1)
        preview_layout.addWidget(self.by_hand_label)
        middle = QSplitter(Qt.Orientation.Vertical, self)
        middle.addWidget(preview)
        middle.addWidget(stats)
        middle.setSizes([430, 400])
        middle.setChildrenCollapsible(False)
        name_font = self.name_label.font()
        name_font.setPointSizeF(name_font.pointSizeF() * 1.4)
        name_font.setBold(True)
        self.name_label.setFont(name_font)
        header = QHBoxLayout()
        header.addWidget(self.name_label, 1)
        header.addWidget(self.format_box)
        deck = QWidget(self)
        deck_layout = QVBoxLayout(deck)
        deck_layout.setContentsMargins(0, 0, 0, 0)
        deck_layout.addLayout(header)
        deck_layout.addWidget(self.deck_view, 1)
        deck_layout.addWidget(self.validation_panel)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.copy_button)
        buttons.addWidget(self.play_button)
        deck_layout.addLayout(buttons)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        for widget in (decks, self.browser, middle, deck):
            splitter.addWidget(widget)
            splitter.setStretchFactor(splitter.count() - 1, 0 if widget is decks else 1)
            widget.setMinimumWidth(160)
        splitter.setSizes([190, 540, 320, 380])
        splitter.setChildrenCollapsible(False)
        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.addWidget(splitter, 1)
        return central

    def _caption(self, text: str) -> QLabel:
        label = QLabel(text, self)
        font = label.font()
        font.setBold(True)
        label.setFont(font)
        return label

    def _column(self, *widgets: QWidget) -> QWidget:
        column = QWidget(self)
        layout = QVBoxLayout(column)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in widgets:
            layout.addWidget(widget)
        return column

    def _connect(self) -> None:
        editor = self.editor
        editor.decks_changed.connect(self._refresh_deck_list)
        editor.current_changed.connect(self._show_deck)
        editor.refused.connect(self._refused)
        self.deck_list.deck_chosen.connect(editor.open)
        self.deck_list.theme_chosen.connect(self.show_theme)
        self.deck_list.rename_requested.connect(editor.rename)
        self.deck_list.delete_requested.connect(editor.delete)
        self.browser.card_shown.connect(self._preview)
        self.browser.card_activated.connect(lambda card: self.add([card.id]))
        self.browser.table.installEventFilter(self)
        self.deck_view.card_shown.connect(self._preview)
        self.deck_view.cards_dropped.connect(self.add)
        self.deck_view.add_requested.connect(lambda card_id: self.add([card_id]))
        self.deck_view.remove_requested.connect(self.remove)
        self.format_box.activated.connect(
            lambda index: editor.set_format(self.format_box.itemData(index))
        )
        self.transfer.message.connect(lambda text: self.statusBar().showMessage(text, 8000))

    # -- showing -------------------------------------------------------------------------------

    def _refresh_deck_list(self) -> None:
        current = self.editor.current
        self.deck_list.set_decks(self.editor.decks(), current.id if current else None, self.themes)
        if self.theme is not None:
            self.deck_list.select_theme(self.theme.id)

    def show_theme(self, theme_id: str) -> None:
        """Show a theme deck, read-only, in the format its cards fit best."""
        theme = next((deck for deck in self.themes if deck.id == theme_id), None)
        if theme is None:
            return
        self.editor.open(None)
        self.theme = theme
        self.deck_list.select_theme(theme.id)
        entries = self.store.entries(theme)
        record = DeckRecord(
            0, theme.name, self.analyser.guess_format(entries), "", "", "", theme.cards, "theme"
        )
        self._show_analysis(self.analyser.analyse(record))
        self.name_label.setText(t("deck_builder.theme_name", name=theme.name))
        self.name_label.setToolTip(t("deck_builder.theme_tip", set=theme.set_name))
        for made in (
            self.export_action,
            self.copy_action,
            self.print_proxies_action,
            self.print_list_action,
        ):
            made.setEnabled(True)
        for made in (self.duplicate_action, self.rename_action, self.delete_action):
            made.setEnabled(False)
        self.format_box.setEnabled(False)
        self.copy_button.setVisible(True)
        self.play_button.setEnabled(False)
        self.play_button.setToolTip(t("deck_builder.copy_to_play"))
        self.setWindowTitle(t("deck_builder.title_of", name=theme.name))

    def copy_theme(self) -> DeckRecord | None:
        """The theme deck shown, as a deck of one's own (undoable), opened for editing."""
        theme, analysis = self.theme, self.analysis
        if theme is None or analysis is None:
            return None
        return self.editor.create(
            theme.name,
            analysis.format.id,
            theme.cards,
            t("deck_builder.copy_theme_step", name=theme.name),
        )

    def add(self, card_ids: list[str]) -> None:
        if self.theme is None:
            self.editor.add(card_ids)

    def remove(self, card_id: str) -> None:
        if self.theme is None:
            self.editor.remove(card_id)

    def _show_deck(self, record: DeckRecord | None) -> None:
        self.theme = None
        self.copy_button.setVisible(False)
        self.name_label.setToolTip("")
        for made in (
            self.duplicate_action,
            self.rename_action,
            self.delete_action,
            self.export_action,
            self.copy_action,
            self.print_proxies_action,
            self.print_list_action,
        ):
            made.setEnabled(record is not None)
        self.format_box.setEnabled(record is not None)
        self.play_button.setEnabled(False)
        title = t("deck_builder.title")
        self.setWindowTitle(
            title if record is None else t("deck_builder.title_of", name=record.name)
        )
        if record is None:
            self.analysis = None
            self.name_label.setText(t("deck_builder.no_deck"))
            self.name_label.setStyleSheet(f"color: {MUTED_INK};")
            self.deck_view.set_entries([])
            self.validation_panel.show_analysis(None)
            self.stats_panel.show_stats(None)
            self.deck_list.select(None)
            return
        analysis = self._show_analysis(self.analyser.analyse(record))
        self.name_label.setText(record.name)
        self.deck_list.select(record.id)
        self.play_button.setEnabled(analysis.is_legal)
        self.play_button.setToolTip("" if analysis.is_legal else t("deck_builder.play_when_legal"))

    def _show_analysis(self, analysis: DeckAnalysis) -> DeckAnalysis:
        self.analysis = analysis
        self.name_label.setStyleSheet("")
        self.format_box.setCurrentIndex(max(self.format_box.findData(analysis.format.id), 0))
        wrong = {name: str(p) for p in analysis.errors for name in p.cards}
        self.deck_view.set_entries(analysis.entries, wrong)
        self.validation_panel.show_analysis(analysis)
        self.stats_panel.show_stats(analysis.stats)
        return analysis

    def _preview(self, card: Card | None) -> None:
        automation = card_automation(card, self.store.cards) if card is not None else None
        self.card_view.set_card(card, automation)
        self.by_hand_label.show_for(self.card_view)
        self.stats_panel.show_card(card)

    def _refused(self, title: str, reason: str) -> None:
        # A refused rename leaves the typed name in the list: show the stored names again.
        self._refresh_deck_list()
        show_message(self, QMessageBox.Icon.Warning, title, reason)

    # -- actions -------------------------------------------------------------------------------

    def new_deck(self) -> None:
        record = self.editor.create()
        if record is not None:
            self.deck_list.start_rename(record.id)

    def rename_deck(self) -> None:
        if self.editor.current is not None:
            self.deck_list.start_rename(self.editor.current.id)

    def play_deck(self) -> None:
        if self._play is not None and self.editor.current is not None:
            self._play(self.editor.current.id)

    def print_proxies(self) -> None:
        if self.analysis is not None:
            show_proxy_preview(self, self.analysis.record.name, self.analysis.entries)

    def print_list(self) -> None:
        if self.analysis is not None:
            record, entries = self.analysis.record, self.analysis.entries
            show_decklist_preview(self, record.name, entries, self.transfer.resolver.set_code_of)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # + and - on the card list add and remove the selected card, as on the deck.
        if watched is self.browser.table and isinstance(event, QKeyEvent):
            card = self.browser.selected_card()
            if event.type() == QEvent.Type.KeyPress and card is not None:
                if event.text() in ADD_KEYS:
                    self.add([card.id])
                    return True
                if event.key() in REMOVE_KEYS:
                    self.remove(card.id)
                    return True
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:
        # Cards may have been imported in the Card database window meanwhile.
        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow():
            self.refresh_cards()
        super().changeEvent(event)

    def refresh_cards(self) -> None:
        """Look again at the card database if it changed since last time."""
        seen = self.store.cards.stats()
        if seen == self._cards_seen:
            return
        self._cards_seen = seen
        self.themes = self.store.theme_decks()
        self._refresh_deck_list()
        self.analyser.forget_cards()
        self.transfer.forget_cards()
        self.browser.refresh_sets()
        self.browser.release_searches(search=True)
        self.editor.reload()
