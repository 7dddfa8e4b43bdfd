"""The player's preferences, kept in ``settings.ini`` in Playmat's data directory (beside the
database, so ``PLAYMAT_HOME`` keeps tests and scripts away from a player's own), and the
dialog that changes them."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QCheckBox, QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from playmat.paths import user_home
from playmat.ui.palette import MUTED_INK

SETTINGS_FILE = "settings.ini"
_ANIMATIONS = "table/animations"


class Preferences:
    """Reads and writes the settings file (Qt keeps it in memory between reads)."""

    def __init__(self) -> None:
        self._settings = QSettings(str(user_home() / SETTINGS_FILE), QSettings.Format.IniFormat)

    @property
    def animations(self) -> bool:
        """Cards fly to their new place on the table (on unless turned off)."""
        return bool(self._settings.value(_ANIMATIONS, True, type=bool))

    def set_animations(self, on: bool) -> None:
        self._settings.setValue(_ANIMATIONS, on)
        self._settings.sync()


class PreferencesDialog(QDialog):
    """The preferences, saved when OK is pressed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        self.preferences = Preferences()
        self.animations = QCheckBox(self.tr("Animate cards moving on the table"), self)
        self.animations.setChecked(self.preferences.animations)
        note = QLabel(
            self.tr("A card played, attached, Knocked Out or taken as a Prize flies to its place."),
            self,
        )
        note.setWordWrap(True)
        note.setStyleSheet(f"color: {MUTED_INK};")
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.animations)
        layout.addWidget(note)
        layout.addWidget(buttons)

    def accept(self) -> None:
        self.preferences.set_animations(self.animations.isChecked())
        super().accept()
