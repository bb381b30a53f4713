// What the field bindings need beyond react-hook-form: the upload counter (saving waits for it).
import { createContext, useContext } from 'react';

export const UploadContext = createContext<(busy: boolean) => void>(() => undefined);
export const useUploadReport = () => useContext(UploadContext);
