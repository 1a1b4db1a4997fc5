//! Located errors of the front end: everything outside the subset, and
//! syntax errors, at the construct's line and column.

use super::import;
use ssa_ir::diagnostic::SourceFile;

/// The first line of the error `text` gets, or "ok".
fn first_error(text: &str) -> String {
    let source = SourceFile::new("p.py", text.to_string());
    match import(&source) {
        Ok(_) => "ok".to_string(),
        Err(d) => source.render(&d).lines().next().unwrap_or("").to_string(),
    }
}

#[test]
fn outside_the_subset_is_a_located_error() {
    let cases = [
        ("x = [1, 2]\n", "p.py:1:5: error: list is not supported"),
        ("x = 1\ny = 'a'\n", "p.py:2:5: error: strings are not supported"),
        ("class A:\n    pass\n", "p.py:1:1: error: class is not supported"),
        ("x = 1.5\n", "p.py:1:5: error: floats are not supported"),
        ("x = None\n", "p.py:1:5: error: None is not supported"),
        ("x = lambda: 1\n", "p.py:1:5: error: lambda is not supported"),
        ("import os\n", "p.py:1:1: error: import is not supported"),
        ("try:\n    pass\nexcept E:\n    pass\n", "p.py:1:1: error: try is not supported"),
        ("with a:\n    pass\n", "p.py:1:1: error: with is not supported"),
        ("global g\n", "p.py:1:1: error: global is not supported"),
        ("def f():\n    def g():\n        pass\n", "p.py:2:5: error: nested function is not supported"),
        ("def f(a=1):\n    pass\n", "p.py:1:9: error: default arguments are not supported"),
        ("def f(*a):\n    pass\n", "p.py:1:1: error: star and keyword-only parameters are not supported"),
        ("print(1, end='')\n", "p.py:1:10: error: keyword arguments are not supported"),
        ("x = [y for y in z]\n", "p.py:1:5: error: comprehension is not supported"),
        ("x = 2 ** 3\n", "p.py:1:5: error: '**' is not supported"),
        ("x = 3 / 2\n", "p.py:1:5: error: '/' (true division, a float) is not supported: use '//'"),
        ("x = a is b\n", "p.py:1:5: error: 'is' is not supported"),
        ("x = (1, 2)\n", "p.py:1:1: error: unpacking other than a tuple of names from a tuple of the same length is not supported"),
        ("for x in y:\n    pass\n", "p.py:1:10: error: 'for' over anything but range(...) with 1 to 3 arguments is not supported"),
        ("x = 99999999999999999999\n", "p.py:1:5: error: an integer literal outside the 64-bit range is not supported"),
        ("x = 1\nx = True\n", "p.py:2:5: error: 'x' is assigned a bool here but holds an int elsewhere: a variable keeps one type in its function"),
        ("x = 1 and True\n", "p.py:1:11: error: 'and' with an int and a bool operand is not supported (give all operands one type)"),
        ("z = 1\ndef f():\n    return z\n", "p.py:3:12: error: 'z' is a module-level variable: pass it to 'f' as a parameter"),
        ("def f():\n    return q\n", "p.py:2:12: error: name 'q' is not defined in 'f'"),
        ("def f(a):\n    pass\nf(1, 2)\n", "p.py:3:1: error: 'f' takes 1 argument but 2 were given"),
        ("def f():\n    pass\nx = f()\n", "p.py:3:5: error: this call returns None, which is not supported as a value"),
        ("def main():\n    pass\n", "p.py:1:1: error: 'main' names the function of the module's own statements: rename this one"),
        ("break\n", "p.py:1:1: error: 'break' and 'continue' must be inside a loop"),
        ("x = (1\n", "p.py:2:1: error: syntax error: unexpected EOF while parsing"),
        ("if x:\ny = 1\n", "p.py:2:1: error: syntax error: expected an indented block"),
    ];
    for (text, expected) in cases {
        assert_eq!(first_error(text), expected, "for {text:?}");
    }
}

#[test]
fn nesting_is_capped_and_chains_are_not_nesting() {
    let deep = format!("x = {}1{}\n", "-(".repeat(300), ")".repeat(300));
    assert!(first_error(&deep).contains("nested more than 200 levels deep"));
    let sum = format!("x = {}\n", vec!["1"; 5000].join(" + "));
    assert_eq!(first_error(&sum), "ok");
    let long = format!("x = {}\n", vec!["1"; 30000].join(" + "));
    assert!(first_error(&long).contains("a chain of more than 20000 operators"));
    let mut chain = "x = 0\nif x == 0:\n    pass\n".to_string();
    for i in 1..1000 {
        chain.push_str(&format!("elif x == {i}:\n    pass\n"));
    }
    assert_eq!(first_error(&chain), "ok");
}

#[test]
fn types_are_found_from_calls_and_returns() {
    let text = "def even(n):\n    if n == 0:\n        return True\n    return odd(n - 1)\n\
                def odd(n):\n    if n == 0:\n        return False\n    return even(n - 1)\n\
                def show(flag):\n    print(flag)\n\
                show(odd(3))\nshow(even(3))\n";
    assert_eq!(first_error(text), "ok");
    let conflict = "def show(flag):\n    print(flag)\nshow(True)\nshow(1)\n";
    assert_eq!(
        first_error(conflict),
        "p.py:4:6: error: argument 1 of 'show' is an int here but a bool elsewhere: a parameter keeps one type"
    );
}
