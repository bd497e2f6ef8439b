from pe_desktop.cli import main

raise SystemExit(main())
