# ferrometal_add_shaders(): translate HLSL/GLSL shaders to Metal with one
# `ferrometal build` call per target (all cores, unchanged jobs skipped).
#
#   include(FerrometalShaders)
#   ferrometal_permutations(JOBS
#     FILE shaders/lit.hlsl
#     ENTRIES "VSMain|vertex" "PSMain|fragment"
#     DEFINE_SETS - "SKINNED=1" "SKINNED=1|SHADOWS=1")
#   ferrometal_add_shaders(lit_shaders
#     INCLUDE_DIRS include
#     OPTIONS_JSON [=[{"mslVersion": "3.0"}]=]
#     JOBS ${JOBS} "shaders/sky.hlsl|PSMain|fragment|HDR=1")
#
# A job is "FILE|ENTRY|STAGE" followed by "|NAME=VALUE" per define (FILE
# relative to the current source directory). ferrometal_permutations()
# appends every entry with every define set ("A=1|B=2"; `-` for none) to a
# list variable.
#
# ferrometal_add_shaders(<target> [ALL] JOBS <job>... [INCLUDE_DIRS <dir>...]
#                        [OPTIONS_JSON <json object>] [OUTPUT_DIR <dir>]
#                        [DEPENDS <file>...])
#   Writes OUTPUT_DIR/build.json (default ${CMAKE_CURRENT_BINARY_DIR}/<target>)
#   and adds the custom target <target> that runs
#   `ferrometal build OUTPUT_DIR/build.json`. Each job writes
#   OUTPUT_DIR/<stem>.<ENTRY>[.<NAME>=<VALUE>...].metal and .json (reflection);
#   the target's properties FERROMETAL_MSL and FERROMETAL_REFLECTION list them,
#   FERROMETAL_SUMMARY names the JSON summary. The command re-runs when a
#   source, a file under an include directory, the manifest or the ferrometal
#   executable changes; ferrometal itself then skips the jobs whose inputs did
#   not change. OPTIONS_JSON takes any translation option of the manifest
#   (docs/batch-builds.md). The executable is FERROMETAL_EXECUTABLE (cache
#   variable; found on PATH by default).

find_program(FERROMETAL_EXECUTABLE ferrometal DOC "the ferrometal command line")

function(_ferrometal_json_string out value)
  string(REPLACE "\\" "\\\\" value "${value}")
  string(REPLACE "\"" "\\\"" value "${value}")
  set(${out} "\"${value}\"" PARENT_SCOPE)
endfunction()

function(ferrometal_permutations var)
  cmake_parse_arguments(P "" "FILE" "ENTRIES;DEFINE_SETS" ${ARGN})
  if(NOT P_FILE OR NOT P_ENTRIES)
    message(FATAL_ERROR "ferrometal_permutations: FILE and ENTRIES are required")
  endif()
  if(NOT P_DEFINE_SETS)
    set(P_DEFINE_SETS "-")
  endif()
  set(jobs ${${var}})
  foreach(entry IN LISTS P_ENTRIES)
    foreach(set IN LISTS P_DEFINE_SETS)
      if(set STREQUAL "-")
        list(APPEND jobs "${P_FILE}|${entry}")
      else()
        list(APPEND jobs "${P_FILE}|${entry}|${set}")
      endif()
    endforeach()
  endforeach()
  set(${var} ${jobs} PARENT_SCOPE)
endfunction()

function(ferrometal_add_shaders target)
  cmake_parse_arguments(F "ALL" "OUTPUT_DIR;OPTIONS_JSON" "JOBS;INCLUDE_DIRS;DEPENDS" ${ARGN})
  if(NOT FERROMETAL_EXECUTABLE)
    message(FATAL_ERROR "ferrometal_add_shaders: set FERROMETAL_EXECUTABLE to the ferrometal command line")
  endif()
  if(NOT F_JOBS)
    message(FATAL_ERROR "ferrometal_add_shaders(${target}): no JOBS")
  endif()
  if(NOT F_OUTPUT_DIR)
    set(F_OUTPUT_DIR "${CMAKE_CURRENT_BINARY_DIR}/${target}")
  endif()
  if(NOT F_OPTIONS_JSON)
    set(F_OPTIONS_JSON "{}")
  endif()
  set(includes "")
  set(depends ${F_DEPENDS})
  foreach(dir IN LISTS F_INCLUDE_DIRS)
    get_filename_component(dir "${dir}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    _ferrometal_json_string(j "${dir}")
    list(APPEND includes "${j}")
    file(GLOB_RECURSE headers CONFIGURE_DEPENDS "${dir}/*")
    list(APPEND depends ${headers})
  endforeach()
  list(JOIN includes ", " includes)
  set(jobs_json "")
  set(msl "")
  set(reflection "")
  foreach(job IN LISTS F_JOBS)
    string(REPLACE "|" ";" parts "${job}")
    list(LENGTH parts n)
    if(n LESS 3)
      message(FATAL_ERROR "ferrometal_add_shaders(${target}): job `${job}` is not FILE|ENTRY|STAGE[|NAME=VALUE...]")
    endif()
    list(GET parts 0 file)
    list(GET parts 1 entry)
    list(GET parts 2 stage)
    set(defines "")
    if(n GREATER 3)
      list(SUBLIST parts 3 -1 defines)
    endif()
    get_filename_component(path "${file}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    list(APPEND depends "${path}")
    get_filename_component(stem "${file}" NAME_WE)
    set(name "${stem}.${entry}")
    set(defines_json "")
    list(SORT defines)
    foreach(d IN LISTS defines)
      string(FIND "${d}" "=" eq)
      if(eq EQUAL -1)
        set(dn "${d}")
        set(dv "1")
      else()
        string(SUBSTRING "${d}" 0 ${eq} dn)
        math(EXPR eq "${eq} + 1")
        string(SUBSTRING "${d}" ${eq} -1 dv)
      endif()
      string(APPEND name ".${dn}=${dv}")
      _ferrometal_json_string(jn "${dn}")
      _ferrometal_json_string(jv "${dv}")
      list(APPEND defines_json "${jn}: ${jv}")
    endforeach()
    string(REGEX REPLACE "[^A-Za-z0-9_.=-]" "_" name "${name}")
    list(JOIN defines_json ", " defines_json)
    _ferrometal_json_string(jpath "${path}")
    _ferrometal_json_string(jentry "${entry}")
    _ferrometal_json_string(jstage "${stage}")
    _ferrometal_json_string(jname "${name}")
    list(APPEND jobs_json
      "    {\"file\": ${jpath}, \"entry\": ${jentry}, \"stage\": ${jstage}, \"name\": ${jname}, \"defines\": {${defines_json}}}")
    list(APPEND msl "${F_OUTPUT_DIR}/${name}.metal")
    list(APPEND reflection "${F_OUTPUT_DIR}/${name}.json")
  endforeach()
  list(JOIN jobs_json ",\n" jobs_json)
  set(manifest "${F_OUTPUT_DIR}/build.json")
  file(MAKE_DIRECTORY "${F_OUTPUT_DIR}")
  # Written through a copy so that an unchanged manifest keeps its time stamp.
  file(WRITE "${manifest}.in"
    "{\n  \"outDir\": \".\",\n  \"includeDirs\": [${includes}],\n  \"options\": ${F_OPTIONS_JSON},\n  \"jobs\": [\n${jobs_json}\n  ]\n}\n")
  configure_file("${manifest}.in" "${manifest}" COPYONLY)
  # ferrometal leaves the outputs of unchanged jobs untouched, so the build
  # tool tracks a stamp written after each successful run.
  set(stamp "${F_OUTPUT_DIR}/build.stamp")
  list(LENGTH F_JOBS count)
  add_custom_command(
    OUTPUT "${stamp}"
    BYPRODUCTS ${msl} ${reflection} "${F_OUTPUT_DIR}/summary.json"
    COMMAND "${FERROMETAL_EXECUTABLE}" build "${manifest}"
    COMMAND "${CMAKE_COMMAND}" -E touch "${stamp}"
    DEPENDS "${manifest}" ${depends} "${FERROMETAL_EXECUTABLE}"
    COMMENT "ferrometal: ${target}, ${count} jobs"
    VERBATIM)
  if(F_ALL)
    add_custom_target(${target} ALL DEPENDS "${stamp}")
  else()
    add_custom_target(${target} DEPENDS "${stamp}")
  endif()
  set_target_properties(${target} PROPERTIES
    FERROMETAL_MSL "${msl}"
    FERROMETAL_REFLECTION "${reflection}"
    FERROMETAL_SUMMARY "${F_OUTPUT_DIR}/summary.json")
endfunction()
