"""The player's preferences, kept in ``settings.ini`` in Playmat's data directory (beside the
database, so ``PLAYMAT_HOME`` keeps tests and scripts away from a player's own), and the
dialog that changes them."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from playmat.i18n.catalogue import t
from playmat.i18n.language import LANGUAGES
from playmat.paths import user_home
from playmat.ui.language import apply_preference
from playmat.ui.palette import MUTED_INK

SETTINGS_FILE = "settings.ini"
_LANGUAGE = "general/language"
_ANIMATIONS = "table/animations"


class Preferences:
    """Reads and writes the settings file (Qt keeps it in memory between reads)."""

    def __init__(self) -> None:
        self._settings = QSettings(str(user_home() / SETTINGS_FILE), QSettings.Format.IniFormat)

    @property
    def language(self) -> str | None:
        """The language the player chose, or ``None`` to follow the system's."""
        value = self._settings.value(_LANGUAGE, "", type=str)
        return value if value in LANGUAGES else None

    def set_language(self, language: str | None) -> None:
        self._settings.setValue(_LANGUAGE, language or "")
        self._settings.sync()

    @property
    def animations(self) -> bool:
        """Cards fly to their new place on the table (on unless turned off)."""
        return bool(self._settings.value(_ANIMATIONS, True, type=bool))

    def set_animations(self, on: bool) -> None:
        self._settings.setValue(_ANIMATIONS, on)
        self._settings.sync()


def _note(text: str, parent: QWidget) -> QLabel:
    """A muted line under a setting that says what it does."""
    note = QLabel(text, parent)
    note.setWordWrap(True)
    note.setStyleSheet(f"color: {MUTED_INK};")
    return note


class PreferencesDialog(QDialog):
    """The preferences, saved when OK is pressed. A new language applies at once: the main
    window is drawn again in it, and every other window the next time it opens."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(t("preferences.title"))
        self.preferences = Preferences()
        self.language = QComboBox(self)
        self.language.addItem(t("preferences.system_language"), "")
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(
            max(self.language.findData(self.preferences.language or ""), 0)
        )
        form = QFormLayout()
        form.addRow(t("preferences.language"), self.language)
        self.animations = QCheckBox(t("preferences.animations"), self)
        self.animations.setChecked(self.preferences.animations)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(_note(t("preferences.language_note"), self))
        layout.addSpacing(12)
        layout.addWidget(self.animations)
        layout.addWidget(_note(t("preferences.animations_note"), self))
        layout.addWidget(buttons)

    def chosen_language(self) -> str | None:
        return str(self.language.currentData()) or None

    def accept(self) -> None:
        self.preferences.set_language(self.chosen_language())
        self.preferences.set_animations(self.animations.isChecked())
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_preference(app, self.chosen_language())
        super().accept()
