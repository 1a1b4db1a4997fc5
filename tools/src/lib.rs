//! Shared code of the command-line tools.

pub mod smith;
