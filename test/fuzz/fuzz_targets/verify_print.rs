//! Parsed modules: the verifier, then the printer on those that verify,
//! whose output must parse, verify and print back to the same text.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Some((_, ir)) = ssa_fuzz::parse(data) {
        ssa_fuzz::verify_print(&ir);
    }
});
