//! Shared code of the command-line tools.
