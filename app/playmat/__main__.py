import sys

from playmat.cli import main

sys.exit(main())
