"""Playmat's own data files (formats, ban lists, the starter set), installed as the package
``playmat.data`` so that they are found through ``importlib.resources`` wherever Playmat runs:
a checkout, a wheel or a desktop bundle."""
