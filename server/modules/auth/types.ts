export type LoginResult = {
  token: string;
  userId: string;
  userType: string;
  userNo: string;
  nickName: string;
  avatar: string;
  customerID: string;
  expiresAt: string;
};

export type AccountInfo = {
  id: string;
  no: string;
  nickName: string;
  fullName: string;
  decodePhone: string;
  mainAccountFull: string;
  realStatus: string;
  url: string;
  type: string;
  customerInfo: { id: string };
};
