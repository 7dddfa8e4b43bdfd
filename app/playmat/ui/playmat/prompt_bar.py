"""The bar above the table: what the game waits for, and the buttons to answer it.

It says whose turn it is and offers End Turn; when the engine asks a question it shows the
question with its answers (Yes/No, go first or second, Done after picking cards on the table);
at the end it shows the result and a rematch.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPalette, QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

from playmat.i18n.catalogue import t
from playmat.play.client import Seat
from playmat.rules.choices import ChoiceKind, Purpose
from playmat.rules.observation import ChoiceView
from playmat.ui.playmat.controller import BoardController

BUTTON_HEIGHT = 34


class PromptBar(QFrame):
    def __init__(
        self,
        controller: BoardController,
        open_choice: Callable[[], object],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.open_choice = open_choice
        # A palette rather than a style sheet: style sheets make every new button slow to show.
        self.setAutoFillBackground(True)
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, QColor("#f4f1e8"))
        palette.setColor(QPalette.ColorRole.WindowText, QColor("#1d1d1f"))
        self.setPalette(palette)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.text.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        #: The text's largest font; a long question gets a smaller one rather than more lines.
        self.large_font = QFont(self.text.font())
        self.large_font.setPointSizeF(self.large_font.pointSizeF() * 1.25)
        self.large_font.setBold(True)
        self.text.setFont(self.large_font)
        self.buttons: dict[str, QPushButton] = {}
        #: Every button the bar has made; the first ones show the answers offered now.
        self._pool: list[QPushButton] = []
        #: What each button does now.
        self._slots: dict[str, Callable[[], object]] = {}
        self._wanted: list[tuple[str, str, bool]] = []
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(14, 6, 14, 6)
        self._layout.addWidget(self.text, 1)
        # One height whatever it says: two lines of its largest text, or a button.
        lines = 2 * QFontMetrics(self.large_font).lineSpacing()
        self.setFixedHeight(max(lines, BUTTON_HEIGHT) + 12 + 2 * self.frameWidth())

    def set_text(self, text: str) -> None:
        """Show ``text`` in the bar, in a smaller font if it needs more than two lines."""
        if text == self.text.text():
            return
        self.text.setText(text)
        self.text.setToolTip(text)
        self._fit_text()

    def _fit_text(self) -> None:
        text = self.text.text()
        room = self.text.contentsRect()
        if room.width() <= 0:
            return
        candidate = QFont(self.large_font)
        flags = int(Qt.TextFlag.TextWordWrap)
        while candidate.pointSizeF() > 7:
            metrics = QFontMetrics(candidate)
            bounds = metrics.boundingRect(0, 0, room.width(), 10_000, flags, text)
            if bounds.height() <= room.height():
                break
            candidate.setPointSizeF(candidate.pointSizeF() - 0.5)
        if candidate != self.text.font():
            self.text.setFont(candidate)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_text()

    def button(self, name: str) -> QPushButton:
        return self.buttons[name]

    def _clear(self) -> None:
        self._wanted = []
        self._slots = {}

    def _add(self, name: str, text: str, slot: Callable[[], object], default: bool = False) -> None:
        self._wanted.append((name, text, default))
        self._slots[name] = slot

    def _place_buttons(self) -> None:
        """Make the bar's buttons the wanted ones. The buttons are kept and given other
        answers, so the bar makes no widgets while a game goes on."""
        while len(self._pool) < len(self._wanted):
            button = QPushButton(self)
            bold = QFont(button.font())
            bold.setBold(True)
            button.setFont(bold)
            button.setFixedHeight(BUTTON_HEIGHT)
            index = len(self._pool)
            button.clicked.connect(lambda _checked=False, i=index: self._clicked(i))
            self._layout.addWidget(button, 0, Qt.AlignmentFlag.AlignRight)
            self._pool.append(button)
        self.buttons = {}
        for button, (name, text, default) in zip(self._pool, self._wanted, strict=False):
            button.setText(text)
            button.setDefault(default)
            button.setEnabled(True)
            button.show()
            self.buttons[name] = button
        for button in self._pool[len(self._wanted) :]:
            button.hide()

    def _clicked(self, index: int) -> None:
        name = self._wanted[index][0]
        self._slots[name]()

    def refresh(self) -> None:
        """Show what the game waits for now."""
        self._clear()
        self._show()
        self._place_buttons()
        self._enable()

    def _enable(self) -> None:
        choice = self.controller.my_choice()
        if "done" in self.buttons and choice is not None:
            picked = len(self.controller.selection)
            self.buttons["done"].setEnabled(choice.minimum <= picked <= choice.maximum)

    def _show(self) -> None:
        controller = self.controller
        observation = controller.observation
        if controller.passing_to is not None:
            self.set_text(t("prompt_bar.pass_screen"))
            return
        if observation.winner is not None:
            reason = observation.end_reason
            self.set_text(controller.words(reason) if reason is not None else "")
            self._add("rematch", t("prompt_bar.rematch"), controller.rematch, default=True)
            return
        choice = controller.my_choice()
        if choice is not None:
            self._show_choice(choice)
            return
        if controller.my_turn():
            self.set_text(t("prompt_bar.your_turn"))
            self._add("end_turn", t("prompt_bar.end_turn"), controller.end_turn, default=True)
            return
        awaiting = observation.awaiting
        if awaiting is not None and controller.client.seats[awaiting] is Seat.COMPUTER:
            self.set_text(t("prompt_bar.thinking"))
        elif awaiting is not None:
            self.set_text(t("prompt_bar.waiting", name=controller.name(awaiting)))

    def _show_choice(self, choice: ChoiceView) -> None:
        controller = self.controller
        prompt = controller.words(choice.prompt)
        if controller.table_choice():
            picked = len(controller.selection)
            if choice.purpose is Purpose.SETUP_ACTIVE:
                hint = t("prompt_bar.setup_active")
            elif choice.purpose is Purpose.SETUP_BENCH:
                hint = t("prompt_bar.setup_bench", count=picked)
            elif choice.minimum != choice.maximum:
                hint = t("prompt_bar.click_cards", count=picked)
            else:
                hint = t("prompt_bar.click_table")
            self.set_text(t("prompt_bar.with_hint", prompt=prompt, hint=hint))
            # A choice of an exact number is answered by the last pick; the others need Done.
            if choice.minimum != choice.maximum:
                self._add("done", t("prompt_bar.done"), controller.submit_selection, default=True)
            return
        self.set_text(prompt)
        if choice.kind in (ChoiceKind.YES_NO, ChoiceKind.OPTION) and choice.maximum == 1:
            for index, option in enumerate(choice.options):
                self._add(
                    f"option:{index}",
                    controller.words(option.label),
                    partial(controller.answer, [index]),
                    default=index == 0,
                )
            return
        self._add("choose", t("prompt_bar.choose"), self.open_choice, default=True)
