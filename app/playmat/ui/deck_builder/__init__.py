"""The deck builder: browse cards, build and check decks, read and write decklists."""
