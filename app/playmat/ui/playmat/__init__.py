"""The playmat: the game table as a ``QGraphicsScene``, its controller, and the game window."""
