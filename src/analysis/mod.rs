//! CFG analyses.
