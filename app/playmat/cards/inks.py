"""Text and accent colours not tied to a type, for the Qt views and the printed proxies alike.

Apart from :mod:`playmat.cards.colours` so that the main window, which paints before anything
else loads, takes its ink from here without loading the card model.
"""

INK = "#1d1d1f"
MUTED_INK = "#5c5f66"
ABILITY_RED = "#c0392b"
ERROR_RED = "#c62828"
