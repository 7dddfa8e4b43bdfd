"""Cards: the card model, importers of card data, and the starter set."""
