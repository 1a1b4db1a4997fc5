//! Bytes in: the source reader's checks, then the parser. Any input must
//! end in a module or a located error, never a panic or a hang.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    ssa_fuzz::parse(data);
});
