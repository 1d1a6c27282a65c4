/** The MDX components of the Python API reference; see each file for its props. */
export {default as ApiIndex} from './ApiIndex';
export {default as ApiObject} from './ApiObject';
export {Param, Params} from './Params';
export {default as Raises} from './Raises';
export {default as Returns} from './Returns';
