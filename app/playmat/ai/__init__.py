"""Computer players: a random one for self-play and fuzzing, and a sensible opponent. They see a
game only through a player's observation and the public card data (``ai.view``)."""
