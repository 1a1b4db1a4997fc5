// RUN: %ssa-opt --verify-diagnostics --split-input-file %s

/// Argument and result attributes must be dialect attributes (MLIR's
/// `function_interface_impl::verifyTrait`), and the generic form's arrays
/// hold one dictionary per argument (result).

// expected-error @+1 {{'func.func' op arguments may only have dialect attributes}}
func.func private @plain_arg(i1 {plain = 10})

// -----

// expected-error @+1 {{'func.func' op results may only have dialect attributes}}
func.func @plain_result(%a: i32) -> (i32 {my.ok, plain}) {
  return %a : i32
}

// -----

// expected-error @+1 {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 1, but expected 0}}
"func.func"() <{arg_attrs = [{}], function_type = () -> (), sym_name = "f", sym_visibility = "private"}> ({}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op expects result attribute array to have the same number of elements as the number of function results, got 0, but expected 1}}
"func.func"() <{function_type = () -> (i1), res_attrs = [], sym_name = "g", sym_visibility = "private"}> ({}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 1, but expected 0}}
func.func private @in_attributes() attributes { arg_attrs = [{}] }

// -----

// expected-error @+1 {{'func.func' op expects result attribute array to have the same number of elements as the number of function results, got 2, but expected 1}}
func.func private @in_attributes_res() -> i1 attributes { res_attrs = [{}, {}] }
