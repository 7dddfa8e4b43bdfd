"""Qt widgets: they show cards and state and turn gestures into calls; no game logic here."""
