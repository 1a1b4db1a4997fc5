//! The interpreter, with bounded fuel, on every function of each input
//! that verifies.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Some(verified) = ssa_fuzz::verified(data) {
        ssa_fuzz::interpret(&verified.1);
    }
});
