//! Typed pass options, declared once: a pass's options are a struct made by
//! [`pass_options!`](crate::pass_options) (field, option name, help, type
//! and default on one line), so the pass reads `options.flavor` (a typo is
//! a compile error) and code builds them as
//! `Mem2RegOptions { flavor: Flavor::Minimal, ..Default::default() }`.
//! The same declaration gives `--list-passes` its lines and the pipeline
//! parser its names and value checks (MLIR's `Option<T>` in a
//! `PassOptions` struct). An option's type is [`OptionValue`]: `bool`,
//! `String`, an enum made one by [`option_choices!`](crate::option_choices),
//! or `Option` of one (`none` or a value).

use std::fmt::Debug;
use std::panic::RefUnwindSafe;

/// The values an option takes, as `--list-passes` and the pipeline parser
/// describe them.
#[derive(Copy, Clone, Debug)]
pub enum OptionKind {
    Bool,
    Enum(&'static [&'static str]),
    /// Free text, such as a block name.
    Text,
    /// `none`, or a value of the inner kind.
    Optional(&'static OptionKind),
}

impl OptionKind {
    /// Every value it takes, or none for free text.
    pub fn choices(self) -> Vec<&'static str> {
        match self {
            OptionKind::Bool => vec!["true", "false"],
            OptionKind::Enum(choices) => choices.to_vec(),
            OptionKind::Text => Vec::new(),
            OptionKind::Optional(inner) => {
                let mut choices = vec!["none"];
                choices.extend(inner.choices());
                choices
            }
        }
    }

    /// `true|false`, `a|b|c` or `<text>`, for `--list-passes`.
    pub fn values(self) -> String {
        match self {
            OptionKind::Bool => "true|false".to_string(),
            OptionKind::Enum(choices) => choices.join("|"),
            OptionKind::Text => "<text>".to_string(),
            OptionKind::Optional(inner) => format!("none|{}", inner.values()),
        }
    }

    /// What a valid value is, for an error message.
    pub fn expected(self) -> String {
        match self {
            OptionKind::Bool => "true or false".to_string(),
            OptionKind::Enum(choices) => format!("one of {}", choices.join(", ")),
            OptionKind::Text => "any text".to_string(),
            OptionKind::Optional(OptionKind::Text) => "none or any text".to_string(),
            OptionKind::Optional(_) => format!("one of {}", self.choices().join(", ")),
        }
    }
}

/// One declared option of a pass, as `--list-passes` shows it.
#[derive(Clone, Debug)]
pub struct PassOption {
    pub name: &'static str,
    pub kind: OptionKind,
    /// The default value's text.
    pub default: String,
    pub help: &'static str,
}

/// The type of one option's value.
pub trait OptionValue: Sized {
    const KIND: OptionKind;
    /// The value written as `text`, if it is one.
    fn parse(text: &str) -> Option<Self>;
    /// The text that [`OptionValue::parse`] reads back as `self`.
    fn text(&self) -> String;
}

impl OptionValue for bool {
    const KIND: OptionKind = OptionKind::Bool;
    fn parse(text: &str) -> Option<bool> {
        text.parse().ok()
    }
    fn text(&self) -> String {
        self.to_string()
    }
}

impl OptionValue for String {
    const KIND: OptionKind = OptionKind::Text;
    fn parse(text: &str) -> Option<String> {
        Some(text.to_string())
    }
    fn text(&self) -> String {
        self.clone()
    }
}

impl<T: OptionValue> OptionValue for Option<T> {
    const KIND: OptionKind = OptionKind::Optional(&T::KIND);
    fn parse(text: &str) -> Option<Option<T>> {
        match text {
            "none" => Some(None),
            _ => T::parse(text).map(Some),
        }
    }
    fn text(&self) -> String {
        self.as_ref().map_or_else(|| "none".to_string(), T::text)
    }
}

/// A pass's options: [`Default`] gives the declared defaults. Made by
/// [`pass_options!`](crate::pass_options); `()` is "no options".
pub trait PassOptions: Default + Clone + Debug + Send + Sync + RefUnwindSafe + 'static {
    /// Every option, in declaration order.
    fn declared() -> Vec<PassOption>;
    /// Sets the declared option `name` from `value`; false (and nothing
    /// set) if `name` is not declared or `value` is not of its type.
    fn set(&mut self, name: &str, value: &str) -> bool;
}

impl PassOptions for () {
    fn declared() -> Vec<PassOption> {
        Vec::new()
    }
    fn set(&mut self, _: &str, _: &str) -> bool {
        false
    }
}

/// Declares a pass's options struct: each field with its one-line help
/// (the doc comment), option name, type ([`OptionValue`]) and default.
///
/// ```ignore
/// pass_options! {
///     /// Options of `sccp`.
///     pub struct SccpOptions {
///         /// fold branches on constants
///         fold_branches("fold-branches"): bool = true,
///     }
/// }
/// ```
#[macro_export]
macro_rules! pass_options {
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident {
            $(
                #[doc = $help:literal]
                $field:ident($option:literal): $ty:ty = $default:expr
            ),* $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Debug, PartialEq)]
        $vis struct $name {
            $(#[doc = $help] pub $field: $ty,)*
        }

        impl Default for $name {
            fn default() -> Self {
                $name { $($field: $default,)* }
            }
        }

        impl $crate::manager::PassOptions for $name {
            fn declared() -> Vec<$crate::manager::PassOption> {
                let default = Self::default();
                vec![$($crate::manager::PassOption {
                    name: $option,
                    kind: <$ty as $crate::manager::OptionValue>::KIND,
                    default: $crate::manager::OptionValue::text(&default.$field),
                    help: $help.trim(),
                },)*]
            }

            fn set(&mut self, name: &str, value: &str) -> bool {
                match name {
                    $($option => match $crate::manager::OptionValue::parse(value) {
                        Some(value) => {
                            self.$field = value;
                            true
                        }
                        None => false,
                    },)*
                    _ => false,
                }
            }
        }
    };
}

/// Makes an enum of unit variants an [`OptionValue`], each variant with
/// the text that names it: `option_choices!(Flavor { Maximal = "maximal", ... })`.
#[macro_export]
macro_rules! option_choices {
    ($ty:ty { $($variant:ident = $text:literal),+ $(,)? }) => {
        impl $crate::manager::OptionValue for $ty {
            const KIND: $crate::manager::OptionKind =
                $crate::manager::OptionKind::Enum(&[$($text),+]);
            fn parse(text: &str) -> Option<Self> {
                match text {
                    $($text => Some(<$ty>::$variant),)+
                    _ => None,
                }
            }
            fn text(&self) -> String {
                match self {
                    $(<$ty>::$variant => $text,)+
                }
                .to_string()
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Copy, Clone, Debug, PartialEq)]
    enum Shade {
        Light,
        Dark,
    }
    crate::option_choices!(Shade { Light = "light", Dark = "dark" });

    crate::pass_options! {
        /// Options of a test pass.
        struct TestOptions {
            /// a flag
            flag("the-flag"): bool = true,
            /// a shade
            shade("shade"): Shade = Shade::Dark,
            /// a name
            name("name"): String = String::new(),
            /// a shade, if any
            tint("tint"): Option<Shade> = None,
        }
    }

    #[test]
    fn declared_once() {
        let declared = TestOptions::declared();
        let lines: Vec<_> = declared
            .iter()
            .map(|o| format!("{}={} ({}) {}", o.name, o.kind.values(), o.default, o.help))
            .collect();
        assert_eq!(
            lines,
            [
                "the-flag=true|false (true) a flag",
                "shade=light|dark (dark) a shade",
                "name=<text> () a name",
                "tint=none|light|dark (none) a shade, if any"
            ]
        );
        let mut options = TestOptions::default();
        assert!(options.set("shade", "light"));
        assert!(options.set("the-flag", "false"));
        assert!(options.set("name", "B3"));
        assert!(options.set("tint", "dark"));
        assert_eq!(
            options,
            TestOptions {
                flag: false,
                shade: Shade::Light,
                name: "B3".to_string(),
                tint: Some(Shade::Dark),
            }
        );
        assert_eq!(options.tint.text(), "dark");
        assert!(options.set("tint", "none"));
        assert_eq!(options.tint, None);
        assert!(!options.set("tint", "grey"));
        assert_eq!(declared[3].kind.choices(), ["none", "light", "dark"]);
        assert_eq!(declared[3].kind.expected(), "one of none, light, dark");
        assert!(!options.set("shade", "grey"));
        assert!(!options.set("the-flag", "yes"));
        assert!(!options.set("flag", "true"));
        assert!(!().set("x", "1"));
    }
}
