"""The game window: the table, the question bar above it, the card panel and the log beside
it, the status line below, and the tools of the game in its tool bar.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from PySide6.QtCore import QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDockWidget,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from playmat.i18n.catalogue import t
from playmat.i18n.message import msg
from playmat.play.client import GameClient
from playmat.play.status import status_line
from playmat.rules.actions import Action, Attack, UseAbility, UseStadium
from playmat.rules.choices import ChoiceKind
from playmat.rules.observation import ChoiceView
from playmat.ui.playmat import places
from playmat.ui.playmat.board_view import BoardView
from playmat.ui.playmat.card_grid_dialog import CardGridDialog, show_choice
from playmat.ui.playmat.card_panel import CardPanel
from playmat.ui.playmat.controller import COMPUTER_DELAY_MS, BoardController
from playmat.ui.playmat.items import CardItem
from playmat.ui.playmat.lan_panel import ChatPanel, ConnectionLabels, GameNews
from playmat.ui.playmat.log_view import LogView
from playmat.ui.playmat.manual_tools import GENERAL_TOOLS, manual_actions
from playmat.ui.playmat.pass_screen import PassScreen
from playmat.ui.playmat.prompt_bar import PromptBar
from playmat.ui.playmat.scene import BoardScene, Key
from playmat.ui.preferences import Preferences, PreferencesDialog
from playmat.ui.screen_fit import fit_to_screen

#: The side panel's width (the card large, its moves, the log), kept whatever it shows.
PANEL_WIDTH = 330
#: The log's height when the window opens, and the least it may be given.
LOG_HEIGHT = 240
LOG_MIN_HEIGHT = 90
#: The size a game window would like (the table then shows cards about 115 pixels wide).
WINDOW_SIZE = (1600, 1000)


class GameWindow(QMainWindow):
    """One game on the table, from setup to the rematch."""

    #: The window closed (the game stays saved, to be resumed).
    closed = Signal()

    def __init__(
        self,
        client: GameClient,
        computer_delay_ms: int = COMPUTER_DELAY_MS,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.scene = BoardScene(self)
        self.preferences = Preferences()
        self.scene.motion.wanted = lambda: self.preferences.animations
        self.view = BoardView(self.scene, self)
        self.controller = BoardController(client, self.scene, computer_delay_ms, self)
        self.prompt = PromptBar(self.controller, self.open_choice_dialog, self)
        self.pass_screen = PassScreen(self)
        #: The dialog of the game's questions while it is open, and the question it asks.
        self.choice_dialog: CardGridDialog | None = None
        self._asked: ChoiceView | None = None
        self._questions: CardGridDialog | None = None
        self.pile_dialog: CardGridDialog | None = None
        self.last_message = ""
        #: The card clicked last: the panel returns to it when the pointer leaves another card.
        self.pinned: Key | None = None

        board_page = QWidget(self)
        board_layout = QVBoxLayout(board_page)
        board_layout.setContentsMargins(0, 0, 0, 0)
        board_layout.setSpacing(0)
        board_layout.addWidget(self.prompt)
        board_layout.addWidget(self.view, 1)
        self.stack = QStackedWidget(self)
        self.stack.addWidget(board_page)
        self.stack.addWidget(self.pass_screen)
        self.setCentralWidget(self.stack)

        self.panel = CardPanel(
            self.controller.why_not,
            self.controller.act,
            self.controller.retreat_blocker,
            self.controller.words,
            self.controller.automation,
            self,
        )
        # One log per seat: each player's log says what they may know, and grows by appending.
        self.logs = (LogView(self), LogView(self))
        self.log_stack = QStackedWidget(self)
        for log in self.logs:
            self.log_stack.addWidget(log)
        # One width for the side panel, whatever card it shows; the log's height is the
        # player's (the docks' splitter), the card gets the rest.
        self.panel.setFixedWidth(PANEL_WIDTH)
        self.log_stack.setFixedWidth(PANEL_WIDTH)
        self.log_stack.setMinimumHeight(LOG_MIN_HEIGHT)
        self.panel_dock = self._dock(t("table.card_dock"), self.panel, "cardDock")
        self.log_dock = self._dock(t("table.log"), self.log_stack, "logDock")
        self.resizeDocks([self.log_dock], [LOG_HEIGHT], Qt.Orientation.Vertical)
        self.status = QLabel(self)
        self.statusBar().addWidget(self.status, 1)
        self._make_actions()
        self._make_lan(client)

        controller = self.controller
        controller.changed.connect(self._on_changed)
        controller.message.connect(self._on_message)
        controller.pass_requested.connect(self._on_pass)
        controller.card_shown.connect(self._show_item)
        controller.card_pinned.connect(self._pin_item)
        controller.card_left_behind.connect(self._refresh_panel)
        controller.menu_requested.connect(self._context_menu)
        controller.pile_clicked.connect(self.show_pile)
        controller.decided.connect(self._clear_message)
        self.pass_screen.taken.connect(self._on_taken)
        fit_to_screen(self, *WINDOW_SIZE)
        if controller.passing_to is not None:
            self._on_pass(controller.passing_to)
        else:
            controller.refresh()

    def _make_lan(self, client: GameClient) -> None:
        """A game on the LAN: the chat, the opponent's connection, the audit, and the news of
        what the opponent did (it arrives on a network thread)."""
        self.link = client.link
        self.chat: ChatPanel | None = None
        if self.link is None:
            return
        self.lan_labels = ConnectionLabels(self)
        # The audit's verdict is a sentence or two: above the chat, where it has room.
        self.chat = ChatPanel(self.link, self, above=self.lan_labels.audit)
        self.chat_dock = self._dock(t("chat.title"), self.chat, "chatDock")
        self.statusBar().addPermanentWidget(self.lan_labels.connection)
        self.news = GameNews(self)
        self.news.changed.connect(self._on_news)
        client.follow(self.news.tell)
        # The seat held for a dropped opponent counts down.
        self.clock = QTimer(self)
        self.clock.timeout.connect(self._show_connection)
        self.clock.start(1000)

    def _on_news(self) -> None:
        link = self.link
        if link is None or self.controller.client.link is not link:
            return
        for notice in link.notices():
            words = self.controller.words(notice)
            self._on_message(words)
            if self.chat is not None:
                self.chat.note(words)
        self.controller.follow_up()

    def _show_connection(self) -> None:
        if self.link is None:
            return
        self.lan_labels.show(self.link, self.controller.words)
        if self.chat is not None:
            self.chat.show_chat(self.link.chat(), self.controller.name)

    @property
    def log(self) -> LogView:
        """The log of the player whose view the window shows."""
        return self.logs[self.controller.viewer]

    def _dock(self, title: str, widget: QWidget, name: str) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        return dock

    def _make_actions(self) -> None:
        toolbar = self.addToolBar(t("table.toolbar"))
        toolbar.setObjectName("gameToolBar")
        toolbar.setMovable(False)
        self.end_turn_action = self._action(t("table.end_turn"), "E", self.controller.end_turn)
        self.undo_action = self._action(t("table.undo"), "Ctrl+Z", self.controller.undo)
        self.concede_action = self._action(t("table.concede"), "", self.confirm_concede)
        self.rematch_action = self._action(t("table.rematch"), "", self.controller.rematch)
        self.rematch_action.setVisible(False)
        for action in (self.end_turn_action, self.undo_action):
            action.setToolTip(f"{action.text()} ({action.shortcut().toString()})")
            toolbar.addAction(action)
        toolbar.addSeparator()
        self.manual_menu = QMenu(t("table.manual_tools"), self)
        for key, manual in GENERAL_TOOLS:
            self.manual_menu.addAction(t(key), partial(self.controller.act, manual))
        manual_button = self.manual_button = QToolButton(self)
        manual_button.setText(t("table.manual_tools"))
        manual_button.setToolTip(t("table.manual_tools_tip"))
        manual_button.setMenu(self.manual_menu)
        manual_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        toolbar.addWidget(manual_button)
        toolbar.addSeparator()
        toolbar.addAction(self.concede_action)
        toolbar.addAction(self.rematch_action)
        toolbar.addSeparator()
        self.preferences_action = self._action(t("table.preferences"), "", self.show_preferences)
        toolbar.addAction(self.preferences_action)
        for index in range(4):
            self._action(
                t("table.attack_number", number=index + 1),
                str(index + 1),
                lambda i=index: self.controller.attack(i),
            )
        self._action(t("table.clear_picked"), "Escape", self._clear_selection)

    def _action(self, text: str, shortcut: str, slot: Any) -> QAction:
        action = QAction(text, self)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(lambda: slot())
        self.addAction(action)
        return action

    # -- following the game --------------------------------------------------------------------

    def _on_changed(self) -> None:
        controller = self.controller
        client = controller.client
        observation = controller.observation
        self.stack.setCurrentIndex(0)
        self.log_stack.setVisible(True)
        self.log_stack.setCurrentWidget(self.log)
        self.setWindowTitle(
            t("table.title", first=client.deck_names[0], second=client.deck_names[1])
        )
        self.prompt.refresh()
        line = status_line(observation)
        if controller.thinking:
            line = msg("board.thinking", status=line)
        self.status.setText(controller.words(line))
        self.log.show_entries(client.log(controller.viewer), controller.words)
        self.end_turn_action.setEnabled(controller.my_turn())
        # The manual tools act for the player whose turn it is (EN II-A, manual.py).
        self.manual_button.setEnabled(controller.my_turn())
        self.undo_action.setEnabled(client.undo_blocker(controller.viewer) is None)
        # A rematch on the LAN is a new game hosted and joined again.
        self.rematch_action.setVisible(observation.winner is not None and client.link is None)
        self.concede_action.setEnabled(observation.winner is None)
        self._refresh_panel()
        self._offer_choice_dialog()
        self._show_connection()

    def _on_message(self, text: str) -> None:
        self.last_message = text
        self.statusBar().showMessage(text, 8000)

    def _clear_message(self) -> None:
        """A decision was made: what was said about the one before ("Move taken back.", a
        refusal) no longer holds."""
        self.last_message = ""
        self.statusBar().clearMessage()

    def show_preferences(self) -> PreferencesDialog:
        dialog = PreferencesDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def _on_pass(self, player: int) -> None:
        """Hide the table, the log and the card until the next player takes the screen."""
        self._close_dialogs()
        self.pinned = None
        self.panel.clear()
        self.log_stack.setVisible(False)
        self.pass_screen.ask(self.controller.person(player))
        self.stack.setCurrentIndex(1)
        for action in (self.end_turn_action, self.undo_action, self.concede_action):
            action.setEnabled(False)
        self.manual_button.setEnabled(False)
        self.rematch_action.setVisible(False)
        self.status.setText(t("table.pass_screen", name=self.controller.person(player)))

    def _on_taken(self) -> None:
        self.controller.accept_pass()

    def _clear_selection(self) -> None:
        self.controller.selection = []
        self.controller.refresh()

    def confirm_concede(self) -> QMessageBox:
        box = QMessageBox(
            QMessageBox.Icon.Question,
            t("table.concede_title"),
            t("table.concede_question"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.accepted.connect(self.controller.concede)
        box.open()
        return box

    # -- choices in a dialog -------------------------------------------------------------------

    def _offer_choice_dialog(self) -> None:
        choice = self.controller.my_choice()
        needs_dialog = (
            choice is not None
            and not self.controller.table_choice()
            and not (choice.kind in (ChoiceKind.YES_NO, ChoiceKind.OPTION) and choice.maximum == 1)
        )
        if not needs_dialog:
            self._close_dialogs()
            return
        if self.choice_dialog is None or self._asked != choice:
            self.open_choice_dialog()

    def open_choice_dialog(self) -> CardGridDialog | None:
        """Ask the pending question in a dialog of cards (a deck search, Energy to discard)."""
        choice = self.controller.my_choice()
        if choice is None:
            return None
        self._close_dialogs()
        dialog = self._question_dialog()
        show_choice(dialog, choice, self.controller.client.card, self.controller.words)
        self.choice_dialog, self._asked = dialog, choice
        dialog.open()
        return dialog

    def _question_dialog(self) -> CardGridDialog:
        """The dialog of the game's questions: made once, then shown for each question (a new
        window costs a frame, and more)."""
        if self._questions is None:
            dialog = CardGridDialog("", [], self)
            dialog.setWindowModality(Qt.WindowModality.WindowModal)
            dialog.finished.connect(self._question_finished)
            self._questions = dialog
        return self._questions

    def _question_finished(self, result: int) -> None:
        """The question's dialog closed: answered with the cards chosen when accepted."""
        dialog = self.choice_dialog
        self.choice_dialog, self._asked = None, None
        if dialog is not None and result == QDialog.DialogCode.Accepted.value:
            self.controller.answer(dialog.chosen())

    def _close_dialogs(self) -> None:
        for dialog in (self.choice_dialog, self.pile_dialog):
            if dialog is not None:
                dialog.close()
        self.choice_dialog = self.pile_dialog = None
        self._asked = None

    # -- the card panel, piles and menus -------------------------------------------------------

    def _show_item(self, item: CardItem) -> None:
        self._show_key(item.key)

    def _pin_item(self, item: CardItem) -> None:
        self.pinned = item.key
        self._show_key(item.key)

    def _show_key(self, key: Key) -> None:
        item = self.scene.cards.get(key)
        if item is None or item.spec.card is None:
            return
        observation = self.controller.observation
        mine = places.owner(observation, key) == self.controller.viewer
        active = places.is_active(observation, key)
        where = self.controller.words(places.describe(observation, key))
        self.panel.show_card(item.spec, where, mine, active)

    def _refresh_panel(self) -> None:
        """Show the card clicked last, else one's own Active Pokémon."""
        if self.pinned is not None and self.pinned in self.scene.cards:
            self._show_key(self.pinned)
            return
        active = self.controller.observation.me.active
        if active is not None and not active.face_down:
            self._show_key(("pokemon", active.id))
        else:
            self.panel.clear()

    def show_pile(self, player: int, zone: str) -> CardGridDialog:
        """Look through a discard pile or Lost Zone: public, so both players may."""
        cards = self.controller.client.card
        seen = self.controller.observation.players[player]
        pile = seen.discard if zone == "discard" else seen.lost_zone
        title = self.scene.zone_label(player, zone)
        if self.pile_dialog is not None:
            self.pile_dialog.close()
        dialog = CardGridDialog(title, [cards(c.id) for c in reversed(pile)], self)
        self.pile_dialog = dialog
        dialog.open()
        return dialog

    def _context_menu(self, item: CardItem, screen_pos: QPoint) -> QMenu | None:
        menu = self.card_menu(item.key)
        if menu is not None:
            menu.popup(screen_pos)
        return menu

    def card_menu(self, key: Key) -> QMenu | None:
        """The right-click menu of a card: its pile, and the manual tools for it."""
        menu = QMenu(self)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        if key[0] == "pile" and key[2] in ("discard", "lost_zone"):
            menu.addAction(
                t("table.look_through", pile=self.scene.zone_label(int(key[1]), key[2])),
                lambda: self.show_pile(int(key[1]), str(key[2])),
            )
        self._add_moves(menu, key)
        tools = manual_actions(self.controller.observation, key)
        if key[0] == "pile" and key[1] != self.controller.viewer:
            tools = []
        if tools and self.controller.my_turn():
            menu.addSection(t("table.manual_tools_section"))
            for text, action in tools:
                menu.addAction(text, partial(self._manual, action))
        if menu.isEmpty():
            menu.deleteLater()
            return None
        return menu

    def _add_stadium_use(self, menu: QMenu) -> None:
        """The Stadium in play, when each player may use it once during their turn."""
        reason = self.controller.why_not(UseStadium())
        if reason is not None and reason.code in ("stadium_not_used", "stadium_none_in_play"):
            return
        text = t("table.use_stadium")
        if reason is not None:
            text = t("table.use_stadium_not_now", why=self.controller.words(reason.message))
        entry = menu.addAction(text, partial(self.controller.act, UseStadium()))
        entry.setEnabled(reason is None)

    def _add_moves(self, menu: QMenu, key: Key) -> None:
        """A Pokémon's own Abilities and (when Active) attacks, as on the card panel."""
        if key[0] == "stadium":
            self._add_stadium_use(menu)
            return
        item = self.scene.cards.get(key)
        if key[0] != "pokemon" or item is None or item.spec.card is None:
            return
        observation = self.controller.observation
        if places.owner(observation, key) != self.controller.viewer:
            return
        card = item.spec.card
        moves: list[tuple[str, Action]] = [
            (t("table.use_ability", name=ability.name), UseAbility(key[1], index))
            for index, ability in enumerate(card.abilities)
        ]
        if places.is_active(observation, key):
            moves += [
                (t("table.use_attack", name=attack.name), Attack(index))
                for index, attack in enumerate(card.attacks)
            ]
        if moves:
            menu.addSection(card.name)
        for text, action in moves:
            reason = self.controller.why_not(action)
            entry = menu.addAction(
                text if reason is None else f"{text} ({self.controller.words(reason.message)})",
                partial(self.controller.act, action),
            )
            entry.setEnabled(reason is None)

    def _manual(self, action: Action) -> None:
        self.controller.act(action)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # The table has the keyboard, so the game's keys work from the first moment.
        self.view.setFocus()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.controller.stop()
        self._close_dialogs()
        if self.link is not None:
            # The game stays saved: the host can host it again, the guest come back to it.
            self.clock.stop()
            self.link.leave()
        super().closeEvent(event)
        self.closed.emit()
